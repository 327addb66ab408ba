import ThinKit

/// What a ``SceneTest``'s set-up closure gets to build the test's fakes with.
public struct SceneTestContext: Sendable {
  /// The clock the screen's animations and timers run on; register it as the app's clock so
  /// that the model's timeouts and timers advance with ``SceneTest/advance(by:)``.
  public let clock = ManualClock()
  /// Where fakes post what they saw (``SceneOutputChannel/post(_:)``).
  public let outputs = SceneOutputChannel()

  /// The work the screen has in flight: the clock's. A fake that holds a request until the
  /// test releases it waits with `withTrackedContinuation`, so that it counts as idle.
  public var tracker: WorkTracker { clock.tracker }
}
