import ThinTerminal

/// The sample's navigation stack: Esc goes back (as in every stack), `q` quits from any screen
/// unless a text field takes the key first, and every screen shows its keys on the last line.
///
/// With ``crashesOnExclamationMark`` set (`--crash-test`), `!` stops the program with
/// `fatalError`, so the end-to-end tests can check that a crash, too, gives the terminal back.
final class SampleNavigationController: NavigationController {
  var crashesOnExclamationMark = false

  override func viewDidLoad() {
    super.viewDidLoad()
    isKeyHintsHidden = false
  }

  override var keyCommands: [KeyCommand] {
    var commands = super.keyCommands
    commands.append(
      KeyCommand(KeyPress(.character("q")), title: "quit") { [weak self] in
        self?.view.window?.application?.terminate()
      })
    if crashesOnExclamationMark {
      commands.append(
        KeyCommand(KeyPress(.character("!")), title: "crash", isHinted: false) {
          fatalError("crash test requested with --crash-test")
        })
    }
    return commands
  }
}
