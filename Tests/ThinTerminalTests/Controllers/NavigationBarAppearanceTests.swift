import Testing
import ThinKit
import ThinTerminalTesting

@testable import ThinTerminal

/// A screen's `navigationItem.standardAppearance` colors the bar while it is on top.
@Suite @MainActor struct NavigationBarAppearanceTests {
  private let orange = Color(red: 235, green: 156, blue: 77)

  @Test func theTopItemsAppearanceColorsTheBarUntilAnotherScreenIsOnTop() {
    let list = ViewController()
    list.title = "List"
    list.navigationItem.rightBarButtonItem = BarButtonItem(title: "Edit")
    list.navigationItem.standardAppearance = NavigationBarAppearance(
      backgroundColor: orange, titleTextColor: .white, tintColor: .white)
    let navigation = NavigationController(rootViewController: list)
    let host = TestHost(navigation, size: Size(width: 30, height: 6))
    let title = host.lines[0].distance(
      from: host.lines[0].startIndex, to: host.lines[0].range(of: "List")!.lowerBound)
    let edit = host.lines[0].distance(
      from: host.lines[0].startIndex, to: host.lines[0].range(of: "Edit")!.lowerBound)
    #expect(host.terminal.screen[0, 0].background == orange)
    #expect(host.terminal.screen[title, 0].foreground == .white)
    #expect(host.terminal.screen[edit, 0].foreground == .white)

    let detail = ViewController()
    detail.title = "Detail"
    navigation.pushViewController(detail, animated: false)
    host.app.displayIfNeeded()
    #expect(host.terminal.screen[0, 0].background == Theme.standard.barBackground)

    navigation.popViewController(animated: false)
    host.app.displayIfNeeded()
    #expect(host.terminal.screen[0, 0].background == orange)
  }

  @Test func changingTheAppearanceOnScreenRecolorsAtOnceAndNilFallsBack() {
    let list = ViewController()
    list.title = "List"
    let navigation = NavigationController(rootViewController: list)
    navigation.navigationBar.barTintColor = .black
    let host = TestHost(navigation, size: Size(width: 30, height: 6))
    #expect(host.terminal.screen[0, 0].background == .black)
    list.navigationItem.standardAppearance = NavigationBarAppearance(backgroundColor: orange)
    host.app.displayIfNeeded()
    #expect(host.terminal.screen[0, 0].background == orange)
    list.navigationItem.standardAppearance = NavigationBarAppearance(titleTextColor: .white)
    host.app.displayIfNeeded()
    #expect(host.terminal.screen[0, 0].background == .black)
    list.navigationItem.standardAppearance = nil
    host.app.displayIfNeeded()
    #expect(host.terminal.screen[0, 0].background == .black)
  }
}
