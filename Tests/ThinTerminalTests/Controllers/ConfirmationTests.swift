import Testing
import ThinKit
import ThinTerminalTesting

@testable import ThinTerminal

/// `confirm(…)`: a yes-or-no alert as an async view operation.
@Suite @MainActor struct ConfirmationTests {
  /// Asks on `root` in a task and returns once the alert is on screen.
  private func ask(
    _ root: ViewController, in host: TestHost, isDestructive: Bool = true
  ) async -> Task<Bool, Never> {
    let question = host.tracker.task {
      await root.confirm(
        title: "Delete “Milk”?", message: "It cannot be undone.", confirmTitle: "Delete",
        isDestructive: isDestructive)
    }
    // Asking, it waits for the answer: idle.
    await host.waitUntilIdle()
    await host.advance(by: .milliseconds(300))
    return question
  }

  @Test func aDestructiveQuestionFocusesCancelAndEnterAnswersNo() async {
    let root = ViewController()
    let host = TestHost(root, size: Size(width: 40, height: 12))
    let question = await ask(root, in: host)
    #expect(host.text.contains("Delete “Milk”?"))
    #expect(host.text.contains("▸ Cancel ◂"))
    host.key(.enter)
    await host.advance(by: .milliseconds(300))
    #expect(await question.value == false)
    #expect(root.presentedViewController == nil)
  }

  @Test func choosingTheConfirmButtonAnswersYes() async {
    let root = ViewController()
    let host = TestHost(root, size: Size(width: 40, height: 12))
    let question = await ask(root, in: host)
    host.key(.right)
    #expect(host.text.contains("▸ Delete ◂"))
    host.key(.enter)
    await host.advance(by: .milliseconds(300))
    #expect(await question.value == true)
  }

  @Test func aHarmlessQuestionFocusesItsConfirmButton() async {
    let root = ViewController()
    let host = TestHost(root, size: Size(width: 40, height: 12))
    let question = await ask(root, in: host, isDestructive: false)
    #expect(host.text.contains("▸ Delete ◂"))
    host.key(.escape)
    await host.advance(by: .milliseconds(300))
    #expect(await question.value == false, "Esc is the cancel button")
  }

  @Test func aControllerOffScreenAnswersNoAtOnce() async {
    let offScreen = ViewController()
    #expect(await offScreen.confirm(title: "Delete?", confirmTitle: "Delete") == false)
  }
}
