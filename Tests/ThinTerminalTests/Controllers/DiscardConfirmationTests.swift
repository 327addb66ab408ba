import Testing
import ThinKit
import ThinTerminalTesting

@testable import ThinTerminal

/// "Discard changes?" before Back or a quit throws unsaved changes away; none asked without any.
@Suite @MainActor struct DiscardConfirmationTests {
  /// An editor pushed over a list, its field focused, whose Back and quit ask while `unsaved`
  /// says something would be lost; `left` counts the leaves.
  @MainActor
  private final class Editor {
    var unsaved: String?
    var left = 0
    let host: TestHost
    let navigation: NavigationController
    let screen = ViewController()
    let field = TextField()

    init() {
      navigation = NavigationController(rootViewController: ViewController())
      host = TestHost(navigation, size: Size(width: 50, height: 14))
      field.frame = Rect(x: 1, y: 1, width: 20, height: 1)
      screen.view.addSubview(field)
      DiscardConfirmation(
        unsavedChanges: { [unowned self] in unsaved },
        leave: { [unowned self] in
          left += 1
          navigation.popViewController(animated: false)
        }
      ).attach(to: screen)
      navigation.pushViewController(screen, animated: false)
      field.becomeFirstResponder()
      host.app.displayIfNeeded()
    }

    /// Waits for the question to show, as a person would see it.
    func waitForTheQuestion() async {
      await host.waitUntilIdle()
      await host.advance(by: .milliseconds(400))
    }

    /// Answers the question showing: Keep editing (Enter on it, focused first) or Discard.
    func answer(discarding: Bool) async {
      if discarding { host.key(.right) }
      host.key(.enter)
      await host.advance(by: .milliseconds(400))
    }
  }

  @Test func backWithNothingUnsavedLeavesAtOnce() async {
    let editor = Editor()
    editor.host.key(.escape)
    #expect(editor.left == 1)
    #expect(editor.navigation.viewControllers.count == 1)
    #expect(!editor.host.text.contains("Discard changes?"))
  }

  @Test func backWithChangesAsksAndLeavesOnlyOnDiscard() async {
    let editor = Editor()
    editor.unsaved = "Your note is not saved."
    editor.host.click(at: Point(x: 2, y: 0))
    await editor.waitForTheQuestion()
    #expect(editor.host.text.contains("Discard changes?"))
    #expect(editor.host.text.contains("Your note is not saved."))
    #expect(editor.host.text.contains("▸ Keep editing ◂"), "Return alone discards nothing")
    await editor.answer(discarding: false)
    #expect(editor.left == 0)
    #expect(editor.field.isFirstResponder, "Keep editing goes on editing")
    editor.host.key(.escape)
    await editor.waitForTheQuestion()
    await editor.answer(discarding: true)
    #expect(editor.left == 1)
    #expect(editor.navigation.viewControllers.count == 1)
  }

  /// A quit asks the same question: Discard lets the app quit, Keep editing does not, and
  /// without changes nothing is asked.
  @Test(arguments: [false, true])
  func aQuitWithChangesAsks(discarding: Bool) async {
    let editor = Editor()
    #expect(await editor.screen.shouldTerminate?() == true)
    editor.unsaved = "Your note is not saved."
    let answer = editor.host.tracker.task { await editor.screen.shouldTerminate?() }
    await editor.waitForTheQuestion()
    #expect(editor.host.text.contains("Discard changes?"))
    await editor.answer(discarding: discarding)
    #expect(await answer.value == discarding)
    #expect(editor.left == 0, "a quit leaves nothing itself")
  }
}
