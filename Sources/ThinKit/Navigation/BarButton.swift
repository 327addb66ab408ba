/// A bar button chosen for one view controller: a ``BarButtonSpec`` bound to its context, ready
/// for the host to draw and tap.
@MainActor
public struct BarButton {
  public let content: BarButtonSpec.Content
  private let action: @MainActor () -> Void

  init(spec: BarButtonSpec, context: NavigationContext) {
    content = spec.content
    action = { [action = spec.action] in action(context) }
  }

  /// The text a host without icons draws.
  public var title: String { content.title }

  /// Runs the spec's action with the context the button was made for.
  public func perform() {
    action()
  }
}
