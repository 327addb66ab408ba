import ThinTerminal

/// The first screen: lists the sample's screens and pushes the one chosen.
///
/// With ``crashesOnExclamationMark`` set (`--crash-test`), `!` stops the program with
/// `fatalError`, so the end-to-end tests can check that a crash, too, gives the terminal back.
final class MenuViewController: ViewController, MenuViewDelegate {
  var crashesOnExclamationMark = false
  private let screens = SampleScreen.allCases
  private let factory: ScreenFactory

  init(factory: ScreenFactory) {
    self.factory = factory
    super.init()
    title = "ThinTerminal sample"
  }

  override func loadView() {
    let menu = MenuView(theme: factory.theme)
    menu.items = screens.map { MenuView.Item(title: $0.title, summary: $0.summary) }
    menu.delegate = self
    view = menu
  }

  override var keyCommands: [KeyCommand] {
    guard crashesOnExclamationMark else { return [] }
    return [
      KeyCommand(KeyPress(.character("!")), title: "crash", isHinted: false) {
        fatalError("crash test requested with --crash-test")
      }
    ]
  }

  func menuView(_ menuView: MenuView, didChooseItemAt index: Int) {
    navigationController?.pushViewController(
      factory.makeViewController(for: screens[index]), animated: true)
  }
}
