import Synchronization

/// How many log lines the server writes per interval: at most ``limit``'s maximum in each of
/// its windows, the rest dropped and counted, as journald's `RateLimitIntervalSec` and
/// `RateLimitBurst` do, so that a flood of requests cannot fill the disk with their lines.
///
/// An interval starts with the first line after the last one ended, on the server's injected
/// clock. The lines dropped in an interval are told by one summary line, written before the
/// first line of a later interval: the owner sees that, and how much, was left out. Exempt
/// lines (a sign-in, a wrong password at an account, a reset link sent: see
/// ``AuthServer/securityLogger``) always pass and use none of the budget; they are bounded by
/// limits of their own.
final class LogBudget: Sendable {
  /// Whether a line is written, and how many lines were dropped before it, to be told first.
  struct Admission: Hashable, Sendable {
    let passes: Bool
    /// Lines dropped in an interval that has ended and was not told yet: 0 for none.
    let droppedBefore: Int
  }

  /// The interval under way.
  private struct Interval {
    var start: Duration
    var passed = 0
    var dropped = 0
  }

  let limit: RateLimit
  private let timeline: Timeline
  private let interval: Mutex<Interval>

  /// A budget of `limit` lines per window, on `clock`. `limit.maximum` must be at least 1, so
  /// that a new interval's first line always passes and carries the summary of the last.
  init<C: Clock>(_ limit: RateLimit, clock: C) where C.Duration == Duration {
    precondition(limit.maximum >= 1, "a log budget lets at least one line through")
    self.limit = limit
    timeline = Timeline(clock)
    interval = Mutex(Interval(start: timeline.now()))
  }

  /// Counts a line: it passes while the interval has budget left (or when `exempt`), and is
  /// dropped otherwise. Counting and deciding are one step under one lock, so that however many
  /// lines come at once, no more than the maximum pass in an interval.
  func admit(exempt: Bool = false) -> Admission {
    let now = timeline.now()
    return interval.withLock { interval in
      var droppedBefore = 0
      if now - interval.start >= limit.window {
        droppedBefore = interval.dropped
        interval = Interval(start: now)
      }
      if exempt { return Admission(passes: true, droppedBefore: droppedBefore) }
      guard interval.passed < limit.maximum else {
        interval.dropped += 1
        // Only a new interval has anything to tell, and its first line passes (maximum ≥ 1).
        return Admission(passes: false, droppedBefore: 0)
      }
      interval.passed += 1
      return Admission(passes: true, droppedBefore: droppedBefore)
    }
  }
}
