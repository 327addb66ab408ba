import ThinTerminal

/// A controller whose root view is given, for tests of views.
@MainActor
public final class HostedViewController: ViewController {
  private let rootView: View

  public init(rootView: View) {
    self.rootView = rootView
    super.init()
  }

  override public func loadView() {
    view = rootView
  }
}
