/// One bar button of a ``NavigationSpec``: what it shows, where, what it does, and which view
/// controllers get it.
public struct BarButtonSpec: Sendable {
  /// What the button shows.
  public enum Content: Hashable, Sendable {
    case title(String)
    case system(BarButtonSystemItem)

    /// The text a host without icons draws.
    public var title: String {
      switch self {
      case .title(let title): title
      case .system(let item): item.title
      }
    }
  }

  public var content: Content
  public var position: BarButtonPosition
  public var predicate: NavigationPredicate
  /// Runs when the button is tapped, with the context of the view controller it was made for.
  public var action: @MainActor @Sendable (NavigationContext) -> Void

  public init(
    _ content: Content, position: BarButtonPosition,
    when predicate: NavigationPredicate = .always,
    action: @escaping @MainActor @Sendable (NavigationContext) -> Void
  ) {
    self.content = content
    self.position = position
    self.predicate = predicate
    self.action = action
  }
}
