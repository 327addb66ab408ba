import Observation
import ThinKit

/// A work period counted down second by second on an injected clock: the app's model.
///
/// It knows no screen. Start runs it, Pause stops it where it is (the part of a second under
/// way is dropped), Reset puts the whole period back; at zero it stops by itself.
@MainActor
@Observable
final class PomodoroTimer {
  /// How long a work period lasts: the settings' value, read at launch.
  private(set) var length: Duration
  /// What is left of the period.
  private(set) var remaining: Duration
  /// Whether the seconds are going down.
  var isRunning: Bool { ticker != nil }

  @ObservationIgnored private let clock: any Clock<Duration>
  private var ticker: RepeatingTimer?

  init(length: Duration = .seconds(25 * 60), clock: any Clock<Duration>) {
    self.length = length
    remaining = length
    self.clock = clock
  }

  /// Counts down from what is left; nothing when running or at zero.
  func start() {
    guard ticker == nil, remaining > .zero else { return }
    ticker = RepeatingTimer(every: .seconds(1), clock: clock) { [weak self] in self?.tick() }
  }

  /// Stops counting where it is.
  func pause() {
    ticker?.cancel()
    ticker = nil
  }

  /// Stops, and puts the whole period back.
  func reset() {
    pause()
    remaining = length
  }

  /// A new length for the periods: at once when the timer waits at the top of a period, else
  /// from the next reset (a period under way keeps going).
  func change(length: Duration) {
    let isAtTheTop = ticker == nil && remaining == self.length
    self.length = length
    if isAtTheTop { remaining = length }
  }

  private func tick() {
    remaining = max(.zero, remaining - .seconds(1))
    if remaining == .zero { pause() }
  }
}
