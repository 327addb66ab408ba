/// Decides the bar buttons of every view controller a navigation stack shows, so that view
/// controllers never set their own.
///
/// The navigation controller carries a spec and calls ``apply(to:)`` each time a view
/// controller appears; the spec's predicates choose which of its buttons that view controller
/// gets. Specs combine: a stack-wide "About" button and the list's "+" are two specs added
/// together.
public struct NavigationSpec: Sendable {
  /// Every button the spec knows, in bar order within each side.
  public var barButtons: [BarButtonSpec]

  public init(_ barButtons: [BarButtonSpec]) {
    self.barButtons = barButtons
  }

  /// A spec with no buttons: view controllers get an empty bar.
  public static let empty = NavigationSpec([])

  /// The buttons of `position` that the view controller of `context` gets.
  @MainActor
  public func barButtons(at position: BarButtonPosition, for context: NavigationContext)
    -> [BarButton]
  {
    barButtons
      .filter { $0.position == position && $0.predicate(context) }
      .map { BarButton(spec: $0, context: context) }
  }

  /// Sets both sides of the context's navigation item.
  @MainActor
  public func apply(to context: NavigationContext) {
    for position in BarButtonPosition.allCases {
      context.navigationItem.setBarButtons(
        barButtons(at: position, for: context), at: position)
    }
  }

  /// This spec's buttons followed by `other`'s.
  public static func + (lhs: NavigationSpec, rhs: NavigationSpec) -> NavigationSpec {
    NavigationSpec(lhs.barButtons + rhs.barButtons)
  }
}
