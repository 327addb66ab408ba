/// The side of the navigation bar a button sits on.
public enum BarButtonPosition: Hashable, Sendable, CaseIterable {
  case left
  case right
}
