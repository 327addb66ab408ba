/// Carries the screen's actions to the model: one step up or down, within the bounds of `Int`.
@MainActor
public final class CounterInteractor {
  private let counter: Counter

  public init(counter: Counter) {
    self.counter = counter
  }

  /// Adds one, unless the count is already `Int.max` (no wrap, no trap).
  public func increment() {
    guard counter.count < Int.max else { return }
    counter.count += 1
  }

  /// Subtracts one, unless the count is already `Int.min` (no wrap, no trap).
  public func decrement() {
    guard counter.count > Int.min else { return }
    counter.count -= 1
  }
}
