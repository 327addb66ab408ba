import ThinTerminal

/// The first screen: lists the sample's screens and pushes the one chosen.
final class MenuViewController: ViewController, MenuViewDelegate {
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

  func menuView(_ menuView: MenuView, didChooseItemAt index: Int) {
    navigationController?.pushViewController(
      factory.makeViewController(for: screens[index]), animated: true)
  }
}
