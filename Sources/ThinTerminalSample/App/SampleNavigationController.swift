import ThinTerminal

/// The sample's navigation stack: Esc goes back (as in every stack) and `q` quits from any
/// screen, unless a text field takes the key first.
///
/// With ``crashesOnExclamationMark`` set (`--crash-test`), `!` stops the program with
/// `fatalError`, so the end-to-end tests can check that a crash, too, gives the terminal back.
final class SampleNavigationController: NavigationController {
  var crashesOnExclamationMark = false

  override func pressesBegan(_ press: KeyPress) {
    switch press {
    case KeyPress(.character("q")):
      view.window?.application?.terminate()
    case KeyPress(.character("!")) where crashesOnExclamationMark:
      fatalError("crash test requested with --crash-test")
    default:
      super.pressesBegan(press)
    }
  }
}
