import Testing
import ThinKit
import ThinTerminalTesting

@testable import ThinTerminal

/// A form's button disabled while it submits loses focus; the alert its failure shows gives
/// focus back to it when it closes, as it does to a field, whichever comes first: the alert or
/// the button enabled again.
@Suite @MainActor struct FocusAfterAlertTests {
  /// A screen with a field and a Log in button.
  private func form() -> (TestHost, ViewController, TextField, Button) {
    let screen = ViewController()
    let field = TextField()
    field.frame = Rect(x: 1, y: 1, width: 20, height: 1)
    let button = Button(title: "Log in")
    button.frame = Rect(x: 1, y: 3, width: 12, height: 1)
    screen.view.addSubview(field)
    screen.view.addSubview(button)
    return (TestHost(screen, size: Size(width: 40, height: 12)), screen, field, button)
  }

  @Test(arguments: [true, false])
  func theButtonThatSubmittedGetsFocusBack(alertFirst: Bool) {
    let (host, screen, _, button) = form()
    button.addAction(for: .primaryActionTriggered) {
      button.isEnabled = false
      // The sign-in failed: the form is enabled again and the failure shown, in either order.
      let alert = AlertController(title: "Wrong password", message: nil)
      alert.addAction(AlertAction(title: "OK", style: .cancel))
      if alertFirst { screen.present(alert, animated: false) }
      button.isEnabled = true
      if !alertFirst { screen.present(alert, animated: false) }
    }
    button.becomeFirstResponder()
    host.key(.enter)
    #expect(host.text.contains("Wrong password"))
    #expect(host.window.firstResponder !== button)
    host.key(.escape)
    #expect(!host.text.contains("Wrong password"))
    #expect(host.window.firstResponder === button)
  }

  /// Once another control took focus, an alert gives focus back to that one.
  @Test func focusTakenSinceGoesBackInstead() {
    let (host, screen, field, button) = form()
    button.becomeFirstResponder()
    button.isEnabled = false
    #expect(host.window.firstResponder == nil)
    field.becomeFirstResponder()
    button.isEnabled = true
    let alert = AlertController(title: "Note", message: nil)
    alert.addAction(AlertAction(title: "OK", style: .cancel))
    screen.present(alert, animated: false)
    host.key(.escape)
    #expect(host.window.firstResponder === field)
  }

  /// A screen beneath an alert cannot take focus (a field its appearance focuses while the
  /// alert it raised is up): keys stay in the alert, and the field gets focus when it closes.
  @Test func aViewBeneathAnAlertGetsFocusOnlyWhenTheAlertCloses() {
    let (host, screen, field, _) = form()
    let alert = AlertController(title: "This task no longer exists.", message: nil)
    alert.addAction(AlertAction(title: "Close", style: .cancel))
    screen.present(alert, animated: false)
    let close = host.window.firstResponder
    #expect(close != nil)
    #expect(!field.becomeFirstResponder())
    #expect(host.window.firstResponder === close, "the alert keeps the keys")
    host.key(.escape)
    #expect(!host.text.contains("no longer exists"))
    #expect(host.window.firstResponder === field)
  }

  /// A pushed screen whose ‹ Back asks first, as an editor with unsaved edits does, editing its
  /// field; Esc on the question, or Enter on its first button, is "Keep editing".
  @Test(arguments: [false, true])
  func keepEditingAfterClickingBackGivesTheFieldFocusBack(answersWithEnter: Bool) {
    let list = ViewController()
    let navigation = NavigationController(rootViewController: list)
    let host = TestHost(navigation, size: Size(width: 40, height: 12))
    let editor = ViewController()
    let field = TextField()
    field.frame = Rect(x: 1, y: 1, width: 20, height: 1)
    editor.view.addSubview(field)
    editor.navigationItem.backAction = { [weak editor] in
      let alert = AlertController(title: "Discard changes?", message: nil)
      alert.addAction(AlertAction(title: "Keep editing", style: .cancel))
      alert.addAction(AlertAction(title: "Discard", style: .destructive))
      editor?.present(alert, animated: false)
    }
    navigation.pushViewController(editor, animated: false)
    field.becomeFirstResponder()
    host.app.displayIfNeeded()
    host.click(at: Point(x: 2, y: 0))
    #expect(host.text.contains("Discard changes?"))
    host.key(answersWithEnter ? .enter : .escape)
    #expect(!host.text.contains("Discard changes?"))
    #expect(host.window.firstResponder === field, "as after Esc on the field")
    host.type("x")
    #expect(field.text == "x")
  }
}
