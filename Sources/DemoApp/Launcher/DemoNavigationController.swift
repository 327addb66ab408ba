import ThinTerminal

/// The demo's navigation stack: Esc goes back (as in every stack), and `q` quits from any
/// screen, unless a text field takes the key first.
public final class DemoNavigationController: NavigationController {
  override public func pressesBegan(_ press: KeyPress) {
    guard press == KeyPress(.character("q")) else { return super.pressesBegan(press) }
    view.window?.application?.terminate()
  }
}
