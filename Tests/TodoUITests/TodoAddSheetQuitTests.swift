import Foundation
import Testing
import ThinTerminal
import ThinTerminalTesting
import TodoUI

@testable import Todo

/// Quitting with the Add sheet open, built by its type over the list, keeps what is typed as
/// the detail does: SIGTERM (and SIGHUP, a closed window: the same termination) saves a draft
/// with a title without asking; Ctrl-C (and the demo's `q`, the same request) saves it too, and
/// asks "Discard changes?" first when a field cannot be saved. What is saved is asserted as the
/// store's write.
@MainActor
@Suite struct TodoAddSheetQuitTests {
  private let dueAlert = SceneOutput.alert(
    title: "Discard changes?",
    message: "The due date typed is not a whole day. Quitting saves the task without it.",
    actions: ["Keep editing", "Discard"])

  private func quitKey(_ test: SceneTest<TodoAddScene>) {
    test.key(.character("c"), .control)
  }

  /// The sheet with "Pay rent" typed and a due day that is no day (2025-02-30) in its field.
  private func sheetWithAnUnfinishedDueDay() async throws -> SceneTest<TodoAddScene> {
    let test = try await SceneTest.addSheet()
    test.type("Pay rent")
    test.key(.tab)
    test.type("2025-02-30")
    await test.receive(.focus(TodoFormFields.due), .invalid(TodoFormFields.due))
    return test
  }

  @Test func sigtermSavesATypedTitleWithoutAsking() async throws {
    let test = try await SceneTest.addSheet()
    test.type("Buy milk")
    test.host.app.handle(.terminate)
    #expect(test.presentedOverStack?.presentedViewController == nil, "nobody is asked")
    try await test.settleWrites()
    await test.receive(.posted(TodoWrite.added(title: "Buy milk")))
    await test.finish()
  }

  /// A signal cannot wait for an answer: a due day that is no day is dropped for the last whole
  /// one shown (none here), and the task is saved.
  @Test func sigtermSavesTheTaskWithoutADueDayThatIsNoDay() async throws {
    let test = try await sheetWithAnUnfinishedDueDay()
    test.host.app.handle(.terminate)
    try await test.settleWrites()
    await test.receive(.posted(TodoWrite.added(title: "Pay rent")))
    await test.finish()
  }

  @Test func sigtermWithNothingTypedSavesNothing() async throws {
    let test = try await SceneTest.addSheet()
    test.host.app.handle(.terminate)
    try await test.settleWrites()
    await test.finish()  // nothing saved
  }

  @Test func ctrlCWithATitleSavesItAndQuitsWithoutAsking() async throws {
    let test = try await SceneTest.addSheet()
    test.type("Call Ann")
    quitKey(test)
    try await test.settleWrites()
    #expect(test.presentedOverStack?.presentedViewController == nil, "nothing to ask")
    await test.receive(.posted(TodoWrite.added(title: "Call Ann")))
    await test.finish()
  }

  @Test func ctrlCWithADueDayThatIsNoDayAsksAndKeepEditingStays() async throws {
    let test = try await sheetWithAnUnfinishedDueDay()
    quitKey(test)
    await test.receiveAlert(alert: dueAlert, focusing: "Keep editing")
    #expect(test.text.contains("Discard changes?"))
    test.key(.enter)
    await test.advance(by: .milliseconds(400))
    // The field is marked already: it has the focus back, and shakes.
    await test.receive(
      .dismiss(.alert), .focus(TodoFormFields.due), .shake(TodoFormFields.due))
    #expect(test.text.contains("New Task"), "still adding")
    #expect(test.text.contains("Pay rent"), "the typing is still on screen")
    try await test.settleWrites()
    await test.receiveNothing()  // nothing saved yet

    // Asked again, Discard quits: the sheet's scene stops and saves the task without the day.
    quitKey(test)
    await test.receiveAlert(alert: dueAlert, focusing: "Keep editing")
    test.key(.right)
    test.key(.enter)
    await test.advance(by: .milliseconds(400))
    await test.receive(.focus("Discard"), .dismiss(.alert), .focus(TodoFormFields.due))
    try await test.settleWrites()
    await test.receive(.posted(TodoWrite.added(title: "Pay rent")))
    await test.finish()
  }
}
