/// How the count should look, as the presenter decides it: the view maps it to a theme color.
public enum CounterColor: Hashable, Sendable, CaseIterable {
  case zero
  case positive
  case negative

  /// The color class of `count`.
  public init(count: Int) {
    self = count == 0 ? .zero : count > 0 ? .positive : .negative
  }
}
