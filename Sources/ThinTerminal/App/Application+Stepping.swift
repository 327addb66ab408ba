extension Application {
  /// Moves time forward by `duration` one wake-up of the frame ticker at a time, letting the
  /// ticker run at each, so frames land where a real clock would put them however busy the
  /// machine is. `advanceClock` moves the injected test clock; waiting is by yielding to the
  /// main actor, never by sleeping. For test hosts (`ThinTerminalTesting`).
  package func advance(
    by duration: Duration, advancingClock advanceClock: (Duration) async -> Void
  ) async {
    guard let ticker else { return await advanceClock(duration) }
    let target = ticker.now + duration
    while true {
      await settle()
      guard let wake = ticker.nextWake, wake <= target else { break }
      await advanceClock(wake - ticker.now)
    }
    await advanceClock(target - ticker.now)
    await settle()
  }

  /// Yields until the frame ticker is idle or asleep until a future moment.
  package func settle() async {
    var turns = 0
    while !(ticker?.isSettled ?? true), turns < 100_000 {
      await Task.yield()
      turns += 1
    }
  }
}
