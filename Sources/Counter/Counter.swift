import Observation

/// The counter's model: one shared count that presenters observe and interactors change.
///
/// It knows nothing of colors, text or screens.
@MainActor
@Observable
public final class Counter {
  /// The current count.
  public internal(set) var count: Int

  public init(count: Int = 0) {
    self.count = count
  }
}
