import Testing
import ThinKit
import ThinTerminalTesting

@testable import ThinTerminal

/// ThinKit navigation specs applied by a real `NavigationController`, read from the bar on
/// screen.
@Suite @MainActor struct NavigationSpecHostTests {
  /// The list screen: it sets a button of its own, which the spec must replace.
  final class ListScreen: ViewController {
    override func viewDidLoad() {
      title = "Todo List"
      navigationItem.rightBarButtonItem = BarButtonItem(title: "Mine")
    }
  }

  /// Records which button was tapped on which screen.
  @MainActor
  final class TapLog {
    var entries: [String] = []
  }

  /// "+" for the list screen only, "About" for every screen, each logging its context.
  private func todoSpec(_ log: TapLog) -> NavigationSpec {
    NavigationSpec([
      BarButtonSpec(.system(.add), position: .right, when: .viewController(is: ListScreen.self)) {
        log.entries.append("add on \($0.title ?? "?")")
      },
      BarButtonSpec(.title("About"), position: .right) {
        log.entries.append("about on \($0.title ?? "?")")
      },
    ])
  }

  private func detail() -> ViewController {
    let detail = ViewController()
    detail.title = "Task"
    return detail
  }

  @Test func theSpecDecidesEachScreensButtonsOnPushAndPop() {
    let log = TapLog()
    let list = ListScreen()
    let navigation = NavigationController(rootViewController: list, navigationSpec: todoSpec(log))
    let host = TestHost(navigation, size: Size(width: 40, height: 8))
    #expect(host.lines[0].hasSuffix("+  About "))
    #expect(!host.lines[0].contains("Mine"))
    navigation.pushViewController(detail(), animated: false)
    host.app.displayIfNeeded()
    #expect(host.lines[0].hasPrefix(" ‹ Back"))
    #expect(host.lines[0].hasSuffix(" About "))
    #expect(!host.lines[0].contains("+"))
    host.key(.character("a"), .alt)
    navigation.popViewController(animated: false)
    host.app.displayIfNeeded()
    #expect(host.lines[0].hasSuffix("+  About "))
    host.key(.character("+"), .alt)
    host.click(at: Point(x: 36, y: 0))
    #expect(log.entries == ["about on Task", "add on Todo List", "about on Todo List"])
  }

  @Test func settingASpecLaterAppliesItToTheScreenOnTop() {
    let list = ListScreen()
    let navigation = NavigationController(rootViewController: list)
    let host = TestHost(navigation, size: Size(width: 40, height: 8))
    #expect(host.lines[0].hasSuffix(" Mine "))
    navigation.navigationSpec = todoSpec(TapLog())
    host.app.displayIfNeeded()
    #expect(host.lines[0].hasSuffix("+  About "))
  }

  @Test func aPresentedStackGetsItsSpecOnItsRoot() {
    let log = TapLog()
    let list = ListScreen()
    let host = TestHost(
      NavigationController(rootViewController: list), size: Size(width: 40, height: 12))
    let editor = ViewController()
    editor.title = "New Item"
    let spec = NavigationSpec.cancelDone(
      onCancel: { log.entries.append("cancel on \($0.title ?? "?")") },
      onDone: { log.entries.append("done on \($0.title ?? "?")") })
    let sheet = NavigationController(rootViewController: editor, navigationSpec: spec)
    sheet.modalPresentationStyle = .fullScreen
    list.present(sheet, animated: false)
    host.app.displayIfNeeded()
    #expect(host.lines[0].hasPrefix(" Cancel"))
    #expect(host.lines[0].hasSuffix("Done "))
    #expect(host.lines[0].contains("New Item"))
    host.key(.character("d"), .alt)
    host.key(.character("c"), .alt)
    // Esc presses Cancel too (its key equivalent): nothing on the sheet answers it first.
    host.key(.escape)
    #expect(log.entries == ["done on New Item", "cancel on New Item", "cancel on New Item"])
  }

  @Test func systemButtonsKeepTheirProminence() {
    let item = NavigationItem()
    let context = NavigationContext(viewController: ViewController(), navigationItem: item)
    NavigationSpec.cancelDone(onCancel: { _ in }, onDone: { _ in }).apply(to: context)
    #expect(item.leftBarButtonItems.map(\.title) == ["Cancel"])
    #expect(item.leftBarButtonItem?.style == .plain)
    #expect(item.rightBarButtonItems.map(\.title) == ["Done"])
    #expect(item.rightBarButtonItem?.style == .done)
  }

  @Test func aPoppedScreenIsReleasedThoughTheSpecGaveItButtons() {
    let navigation = NavigationController(
      rootViewController: ListScreen(), navigationSpec: todoSpec(TapLog()))
    let host = TestHost(navigation, size: Size(width: 40, height: 8))
    weak var popped: ViewController?
    do {
      let screen = detail()
      popped = screen
      navigation.pushViewController(screen, animated: false)
      host.app.displayIfNeeded()
      #expect(host.lines[0].hasSuffix(" About "))
      navigation.popViewController(animated: false)
      host.app.displayIfNeeded()
    }
    #expect(popped == nil)
  }
}
