/// Time as the throttles and sessions read it: how long since the server was made, on an
/// injected clock, so that tests move it by hand.
struct Timeline: Sendable {
  let now: @Sendable () -> Duration

  init<C: Clock>(_ clock: C) where C.Duration == Duration {
    let origin = clock.now
    now = { origin.duration(to: clock.now) }
  }
}
