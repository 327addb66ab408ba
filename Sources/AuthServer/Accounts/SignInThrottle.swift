import Synchronization

/// Refuses sign-ins for an email after too many failures in a sliding window: 5 within 60 s by
/// default. Time comes from an injected clock, so tests move it by hand.
///
/// Unknown emails are throttled alike, so the throttle tells nothing about which exist.
public final class SignInThrottle: Sendable {
  /// The most failures allowed in ``window`` before further attempts are refused.
  public let maximumFailures: Int
  public let window: Duration
  private let now: @Sendable () -> Duration
  private let failures = Mutex<[String: [Duration]]>([:])

  /// Past this many throttled emails, expired ones are dropped on the next failure, so that a
  /// flood of addresses cannot grow the table without bound.
  private static let pruneThreshold = 10_000

  public init<C: Clock>(
    clock: C, maximumFailures: Int = 5, window: Duration = .seconds(60)
  ) where C.Duration == Duration {
    let origin = clock.now
    now = { origin.duration(to: clock.now) }
    self.maximumFailures = maximumFailures
    self.window = window
  }

  /// How long `key` must wait, in whole seconds (at least 1), or nil when it may try now.
  public func retryAfter(for key: String) -> Int? {
    let now = now()
    return failures.withLock { table -> Int? in
      let recent = recentFailures(table[key] ?? [], at: now)
      table[key] = recent.isEmpty ? nil : recent
      guard recent.count >= maximumFailures, let oldest = recent.first else { return nil }
      let wait = oldest + window - now
      let seconds = wait.components.seconds + (wait.components.attoseconds > 0 ? 1 : 0)
      return Int(max(1, seconds))
    }
  }

  /// Records a failed attempt for `key`.
  public func recordFailure(for key: String) {
    let now = now()
    failures.withLock { table in
      if table.count > Self.pruneThreshold {
        table = table.filter { !recentFailures($0.value, at: now).isEmpty }
      }
      table[key, default: []] = recentFailures(table[key] ?? [], at: now) + [now]
    }
  }

  /// Forgets the failures of `key`, after it signed in.
  public func reset(_ key: String) {
    _ = failures.withLock { $0.removeValue(forKey: key) }
  }

  private func recentFailures(_ times: [Duration], at now: Duration) -> [Duration] {
    times.filter { now - $0 < window }
  }
}
