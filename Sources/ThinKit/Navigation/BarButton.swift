/// A bar button chosen for one view controller: a ``BarButtonSpec`` bound to its context, ready
/// for the host to draw and tap.
///
/// The button holds its view controller and navigation item weakly: the item keeps its
/// buttons, so holding them strongly would keep the view controller alive for ever. Performed
/// once they are gone, it does nothing.
@MainActor
public struct BarButton {
  public let content: BarButtonSpec.Content
  private let action: @MainActor () -> Void

  init(spec: BarButtonSpec, context: NavigationContext) {
    content = spec.content
    action = {
      [
        action = spec.action, weak viewController = context.viewController,
        weak navigationItem = context.navigationItem
      ] in
      guard let viewController, let navigationItem else { return }
      action(NavigationContext(viewController: viewController, navigationItem: navigationItem))
    }
  }

  /// The text a host without icons draws.
  public var title: String { content.title }

  /// Runs the spec's action with the context the button was made for.
  public func perform() {
    action()
  }
}
