/// Which view controllers of a stack get a bar button.
public struct NavigationPredicate: Sendable {
  private let test: @MainActor @Sendable (NavigationContext) -> Bool

  public init(_ test: @escaping @MainActor @Sendable (NavigationContext) -> Bool) {
    self.test = test
  }

  /// Whether the view controller of `context` gets the button.
  @MainActor
  public func callAsFunction(_ context: NavigationContext) -> Bool {
    test(context)
  }

  /// Every view controller of the stack.
  public static let always = NavigationPredicate { _ in true }

  /// View controllers of type `type` (or a subclass).
  public static func viewController<T>(is type: T.Type) -> NavigationPredicate {
    NavigationPredicate { $0.viewController is T }
  }

  /// The view controllers this predicate leaves out.
  public var negated: NavigationPredicate {
    NavigationPredicate { [test] in !test($0) }
  }
}
