import Testing
import ThinKit
import ThinTerminalTesting

@testable import ThinTerminal

@Suite @MainActor struct ResponderChainTests {
  /// Records the keys that reach it, then passes them on.
  final class PassingView: View {
    let name: String
    let log: LifecycleLog

    init(_ name: String, log: LifecycleLog) {
      self.name = name
      self.log = log
      super.init()
    }

    override var canBecomeFirstResponder: Bool { true }

    override func pressesBegan(_ press: KeyPress) {
      log.entries.append(name)
      super.pressesBegan(press)
    }
  }

  final class PassingController: ViewController {
    let name: String
    let log: LifecycleLog
    var handles: Key?

    init(_ name: String, log: LifecycleLog) {
      self.name = name
      self.log = log
      super.init()
    }

    override func pressesBegan(_ press: KeyPress) {
      log.entries.append(name)
      if press.key == handles { return }
      super.pressesBegan(press)
    }
  }

  @Test func keysTravelFromTheFirstResponderUpToTheContainerController() {
    let log = LifecycleLog()
    let outer = PassingView("root view", log: log)
    let middle = PassingView("superview", log: log)
    let inner = PassingView("first responder", log: log)
    outer.addSubview(middle)
    middle.addSubview(inner)
    let controller = PassingController("controller", log: log)
    controller.view = outer
    let container = PassingController("container", log: log)
    container.addChild(controller)
    container.view.addSubview(outer)
    controller.didMove(toParent: container)
    let host = TestHost(container)
    #expect(inner.becomeFirstResponder())
    host.key(.character("q"))
    #expect(log.take() == ["first responder", "superview", "root view", "controller", "container"])
    controller.handles = .character("q")
    host.key(.character("q"))
    #expect(log.take() == ["first responder", "superview", "root view", "controller"])
    #expect(inner.next === middle && outer.next === controller)
    #expect(controller.next === container.view)
    #expect(container.next === host.window && host.window.next === host.app)
    #expect(host.app.next == nil)
  }

  @Test func onlyOneFirstResponderPerWindow() {
    let a = TextField()
    let b = TextField()
    let host = TestHost(hosting: a, b)
    #expect(a.becomeFirstResponder())
    #expect(b.becomeFirstResponder())
    #expect(!a.isFirstResponder && b.isFirstResponder)
    #expect(host.window.firstResponder === b)
    #expect(b.resignFirstResponder())
    #expect(host.window.firstResponder == nil)
    b.isHidden = true
    #expect(!b.becomeFirstResponder())
    #expect(!TextField().becomeFirstResponder())
  }

  @Test func aRefusingResponderKeepsFocus() {
    final class Sticky: TextFieldDelegate {
      func textFieldShouldEndEditing(_ textField: TextField) -> Bool { false }
    }
    let a = TextField()
    let b = TextField()
    let host = TestHost(hosting: a, b)
    let sticky = Sticky()
    a.delegate = sticky
    a.becomeFirstResponder()
    #expect(!b.becomeFirstResponder())
    #expect(host.window.firstResponder === a)
    a.removeFromSuperview()
    #expect(host.window.firstResponder == nil)
  }

  @Test func tabAndShiftTabCycleTheFrontScreensControls() {
    let root = View()
    let fields = (0..<2).map { index in
      let field = TextField()
      field.frame = Rect(x: 0, y: index, width: 10, height: 1)
      return field
    }
    let hidden = Button(title: "hidden")
    hidden.isHidden = true
    let disabled = Button(title: "disabled")
    disabled.isEnabled = false
    let button = Button(title: "Go")
    for view in fields + [hidden, disabled, button] as [View] { root.addSubview(view) }
    let host = TestHost(rootView: root)
    host.key(.tab)
    #expect(fields[0].isFirstResponder)
    host.key(.tab)
    #expect(fields[1].isFirstResponder)
    host.key(.tab)
    #expect(button.isFirstResponder)
    host.key(.tab)
    #expect(fields[0].isFirstResponder)
    host.key(.tab, .shift)
    #expect(button.isFirstResponder)
  }

  @Test func clickFocusesFieldsPressesButtonsAndABackgroundClickEndsEditing() {
    let field = TextField(text: "hello")
    field.frame = Rect(x: 0, y: 0, width: 10, height: 1)
    let button = Button(title: "Go")
    button.frame = Rect(x: 0, y: 2, width: 6, height: 1)
    var presses = 0
    button.addAction(for: .primaryActionTriggered) { presses += 1 }
    let host = TestHost(hosting: field, button)
    host.click(at: Point(x: 3, y: 0))
    #expect(field.isFirstResponder)
    #expect(field.cursorOffset == 2)
    host.click(at: Point(x: 2, y: 2))
    #expect(presses == 1)
    #expect(field.isFirstResponder)
    host.click(at: Point(x: 20, y: 5))
    #expect(host.window.firstResponder == nil)
  }

  @Test func escEndsEditingButKeepsFocusOnLists() {
    let root = View()
    let field = TextField()
    let list = ListView()
    root.addSubview(field)
    root.addSubview(list)
    let host = TestHost(rootView: root)
    field.becomeFirstResponder()
    host.key(.escape)
    #expect(host.window.firstResponder == nil)
    list.becomeFirstResponder()
    host.key(.escape)
    #expect(list.isFirstResponder)
    #expect(root.endEditing(true))
    #expect(list.isFirstResponder)
  }

  @Test func pastesGoToTheFirstResponder() {
    let field = TextField()
    let host = TestHost(hosting: field)
    host.send(.paste("ignored"))
    field.becomeFirstResponder()
    host.send(.paste("line one\nline two"))
    #expect(field.text == "line one line two")
  }

  @Test func focusComesBackWhenAScreenIsPoppedTo() {
    let list = ViewController()
    let listView = ListView()
    list.view.addSubview(listView)
    let navigation = NavigationController(rootViewController: list)
    let host = TestHost(navigation)
    listView.becomeFirstResponder()
    navigation.pushViewController(ViewController(), animated: false)
    #expect(host.window.firstResponder == nil)
    navigation.popViewController(animated: false)
    #expect(listView.isFirstResponder)
  }
}
