import Clocks

/// A test clock that says when something starts sleeping on it, so that a test advances it
/// once the sleep it means to end has begun, never by guessing.
///
/// The signal comes as the sleep begins, a moment before it is registered: advance past the
/// deadline (not onto it), so that the sleep ends whichever comes first.
final class SignalingClock: Clock, Sendable {
  typealias Duration = Swift.Duration
  typealias Instant = TestClock<Duration>.Instant

  private let clock = TestClock<Duration>()
  private let sleepers: AsyncStream<Void>
  private let sleeping: AsyncStream<Void>.Continuation

  init() {
    (sleepers, sleeping) = AsyncStream.makeStream(of: Void.self)
  }

  var now: Instant { clock.now }
  var minimumResolution: Duration { clock.minimumResolution }

  func sleep(until deadline: Instant, tolerance: Duration?) async throws {
    sleeping.yield()
    try await clock.sleep(until: deadline, tolerance: tolerance)
  }

  /// Returns once `count` sleeps have begun.
  func waitForSleepers(_ count: Int) async {
    var seen = 0
    for await _ in sleepers {
      seen += 1
      if seen == count { return }
    }
  }

  func advance(by duration: Duration) async {
    await clock.advance(by: duration)
  }
}
