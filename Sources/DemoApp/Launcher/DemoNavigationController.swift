import ThinTerminal

/// The demo's navigation stack: Esc goes back (as in every stack), `q` quits from any screen
/// unless a text field takes the key first, and every screen shows its keys on the last line.
public final class DemoNavigationController: NavigationController {
  override public func viewDidLoad() {
    super.viewDidLoad()
    isKeyHintsHidden = false
  }

  override public var keyCommands: [KeyCommand] {
    super.keyCommands + [
      KeyCommand(KeyPress(.character("q")), title: "quit") { [weak self] in
        self?.view.window?.application?.requestTermination()
      }
    ]
  }
}
