import Foundation
import Testing
import ThinKit
import ThinTerminalTesting

@testable import ThinTerminal

@Suite @MainActor struct NavigationTests {
  private func makeStack() -> (TestHost, NavigationController, ViewController) {
    let list = ViewController()
    list.title = "Todo List"
    let navigation = NavigationController(rootViewController: list)
    let host = TestHost(navigation, size: Size(width: 40, height: 8))
    return (host, navigation, list)
  }

  @Test func barShowsTheTopTitleAndBackBelowTheRoot() {
    let (host, navigation, _) = makeStack()
    #expect(
      host.lines[0] == String(repeating: " ", count: 15) + "Todo List"
        + String(repeating: " ", count: 16))
    let detail = ViewController()
    detail.title = "Task"
    navigation.pushViewController(detail, animated: false)
    host.app.displayIfNeeded()
    #expect(host.lines[0].hasPrefix(" ‹ Back"))
    #expect(host.lines[0].contains("Task"))
    #expect(host.terminal.screen[0, 0].background == Theme.standard.barBackground)
    #expect(detail.view.frame == Rect(x: 0, y: 1, width: 40, height: 7))
  }

  @Test func tabDuringAnAnimatedPushFocusesTheArrivingScreen() async {
    let (host, navigation, list) = makeStack()
    let leaving = TextField()
    leaving.frame = Rect(x: 0, y: 0, width: 10, height: 1)
    list.view.addSubview(leaving)
    let detail = ViewController()
    let arriving = TextField()
    arriving.frame = Rect(x: 0, y: 0, width: 10, height: 1)
    detail.view.addSubview(arriving)
    navigation.pushViewController(detail, animated: true)
    host.key(.tab)
    #expect(arriving.isFirstResponder)
    #expect(!leaving.isFirstResponder)
    await host.advance(by: .seconds(1))
    #expect(arriving.isFirstResponder)
  }

  @Test func backButtonTitleComesFromTheItemBelow() {
    let (host, navigation, list) = makeStack()
    list.navigationItem.backButtonTitle = "List"
    navigation.pushViewController(ViewController(), animated: false)
    host.app.displayIfNeeded()
    #expect(host.lines[0].hasPrefix(" ‹ List"))
  }

  @Test func escPopsAndAClickOnBackPops() {
    let (host, navigation, list) = makeStack()
    navigation.pushViewController(ViewController(), animated: false)
    host.key(.escape)
    #expect(navigation.viewControllers.count == 1)
    host.key(.escape)
    #expect(navigation.topViewController === list)
    navigation.pushViewController(ViewController(), animated: false)
    host.app.displayIfNeeded()
    host.click(at: Point(x: 2, y: 0))
    #expect(navigation.viewControllers.count == 1)
  }

  /// A screen that decides how to leave (save first, or stay) sets a back action: the back
  /// button and Esc run it instead of popping.
  @Test func aBackActionReplacesThePop() {
    let (host, navigation, _) = makeStack()
    let detail = ViewController()
    var requests = 0
    detail.navigationItem.backAction = { requests += 1 }
    navigation.pushViewController(detail, animated: false)
    host.app.displayIfNeeded()
    host.key(.escape)
    host.click(at: Point(x: 2, y: 0))
    #expect(requests == 2)
    #expect(navigation.topViewController === detail)
    detail.navigationItem.backAction = { [weak navigation] in
      navigation?.popViewController(animated: false)
    }
    host.key(.escape)
    #expect(navigation.viewControllers.count == 1)
  }

  @Test func escEditingAFieldStillPops() {
    let (host, navigation, _) = makeStack()
    let detail = ViewController()
    let field = TextField()
    field.frame = Rect(x: 0, y: 0, width: 10, height: 1)
    detail.view.addSubview(field)
    navigation.pushViewController(detail, animated: false)
    field.becomeFirstResponder()
    host.key(.escape)
    #expect(navigation.viewControllers.count == 1)
    #expect(host.window.firstResponder == nil)
  }

  @Test func barButtonsRespondToClicksAndAltShortcuts() {
    let (host, _, list) = makeStack()
    var pressed: [String] = []
    list.navigationItem.rightBarButtonItems = [
      BarButtonItem(title: "About") { pressed.append("About") },
      BarButtonItem(systemItem: .add) { pressed.append("Add") },
    ]
    list.navigationItem.leftBarButtonItem = BarButtonItem(systemItem: .edit) {
      pressed.append("Edit")
    }
    host.app.displayIfNeeded()
    #expect(host.lines[0].hasPrefix(" Edit"))
    #expect(host.lines[0].hasSuffix("About  + "))
    #expect(host.terminal.screen[1, 0].style.contains(.underline))
    host.key(.character("a"), .alt)
    host.key(.character("+"), .alt)
    host.key(.character("E"), [.alt, .shift])
    host.key(.character("a"))
    #expect(pressed == ["About", "Add", "Edit"])
    host.click(at: Point(x: 38, y: 0))
    #expect(pressed.last == "Add")
  }

  /// Tab reaches every control: the screen's, then the bar's buttons left to right, and round
  /// again; Shift-Tab goes back. A focused bar button shows in reverse video, and Enter or
  /// Space presses it.
  @Test func tabCyclesThroughTheBarButtonsToo() {
    let (host, navigation, list) = makeStack()
    var pressed: [String] = []
    let detail = ViewController()
    navigation.pushViewController(detail, animated: false)
    let field = TextField()
    field.frame = Rect(x: 0, y: 2, width: 10, height: 1)
    detail.view.addSubview(field)
    detail.navigationItem.rightBarButtonItems = [
      BarButtonItem(title: "About") { pressed.append("About") },
      BarButtonItem(systemItem: .add) { pressed.append("Add") },
    ]
    host.app.displayIfNeeded()
    func focusedTitle() -> String? {
      switch host.window.firstResponder {
      case let bar as BarButtonView: bar.title
      case let focused?: focused === field ? "field" : "\(focused)"
      case nil: nil
      }
    }
    var order: [String?] = []
    for _ in 0..<5 {
      host.key(.tab)
      order.append(focusedTitle())
    }
    #expect(order == ["field", "‹ Back", "About", "+", "field"])
    // With nothing focused, Shift-Tab starts in the screen too: at its last control.
    field.resignFirstResponder()
    host.key(.tab, .shift)
    #expect(focusedTitle() == "field")
    host.key(.tab, .shift)
    #expect(focusedTitle() == "+")
    host.key(.tab, .shift)
    #expect(focusedTitle() == "About")
    #expect(host.terminal.screen[host.lines[0].count - 9, 0].style.contains(.inverse))
    host.key(.enter)
    host.key(.character(" "))
    #expect(pressed == ["About", "About"])
    host.key(.tab, .shift)
    host.key(.enter)
    #expect(navigation.topViewController === list, "‹ Back pressed from the keyboard")
  }

  @Test func explicitKeyEquivalentAndDisabledItems() {
    let (host, _, list) = makeStack()
    var count = 0
    let done = BarButtonItem(systemItem: .done) { count += 1 }
    done.keyEquivalent = KeyPress(.function(2))
    list.navigationItem.rightBarButtonItem = done
    host.key(.function(2))
    #expect(count == 1)
    done.isEnabled = false
    host.key(.function(2))
    #expect(count == 1)
  }

  @Test func addAnswersToAPlainPlusAsWellAsAltPlus() {
    let (host, _, list) = makeStack()
    var count = 0
    list.navigationItem.rightBarButtonItem = BarButtonItem(systemItem: .add) { count += 1 }
    host.key(.character("+"))
    #expect(count == 1)
    host.key(.character("+"), .alt)
    #expect(count == 2)
    let field = TextField()
    field.frame = Rect(x: 0, y: 2, width: 10, height: 1)
    list.view.addSubview(field)
    field.becomeFirstResponder()
    host.key(.character("+"))
    #expect(count == 2, "a field types its plus")
    #expect(field.text == "+")
  }

  @Test func keysWithoutFocusReachTheTopControllersView() {
    final class KeyView: View {
      var keys: [KeyPress] = []
      override func pressesBegan(_ press: KeyPress) { keys.append(press) }
    }
    let (host, navigation, _) = makeStack()
    let detail = HostedViewController(rootView: KeyView())
    navigation.pushViewController(detail, animated: false)
    host.key(.character("+"))
    #expect((detail.view as? KeyView)?.keys == [KeyPress(.character("+"))])
  }

  @Test func setViewControllersReplacesTheStack() {
    let (host, navigation, list) = makeStack()
    let a = ViewController()
    a.title = "A"
    let b = ViewController()
    b.title = "B"
    navigation.setViewControllers([a, b, b], animated: false)
    #expect(navigation.viewControllers.count == 2)
    #expect(list.parent == nil)
    #expect(b.parent === navigation)
    host.app.displayIfNeeded()
    #expect(host.lines[0].contains("B"))
    #expect(navigation.popToRootViewController(animated: false)?.first === b)
    #expect(navigation.popViewController(animated: false) == nil)
  }

  @Test func animatedPushSlidesTheNewScreenIn() async {
    let (host, navigation, _) = makeStack()
    host.app.preferredFramesPerSecond = 8
    let detail = ViewController()
    detail.view.backgroundColor = Theme.standard.tint
    navigation.pushViewController(detail, animated: true)
    host.app.displayIfNeeded()
    let tinted = {
      (0..<40).filter { host.terminal.screen[$0, 3].background == Theme.standard.tint }.count
    }
    #expect(tinted() == 0)
    await host.advance(by: .milliseconds(125))
    #expect(tinted() > 0 && tinted() < 40)
    await host.advance(by: .milliseconds(125))
    #expect(tinted() == 40)
  }
}
