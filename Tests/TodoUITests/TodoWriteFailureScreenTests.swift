import Foundation
import Testing
import ThinTerminal
import ThinTerminalTesting
import TodoUI

@testable import Todo

/// What a write cannot do is said, on the screen where the user is: a title the table would
/// refuse is refused on its form, which stays (a task deleted while its detail was open is
/// named on the list's notice lines: `TodoWriteNoticeScreenTests`). Each screen is built by
/// its type; a refused write is no output.
@MainActor
@Suite struct TodoWriteFailureScreenTests {
  /// 1,000 characters (what the field holds), each an e with an accent mark: 2,000 Unicode
  /// scalars, which is what the table counts.
  private let accentedTitle = String(repeating: "e\u{301}", count: TodoStore.titleLimit)
  private let tooLong = SceneOutput.alert(
    title: "Error", message: "A title can be at most 1000 characters long; this one has 2000.",
    actions: ["Close"])

  @Test func aTitleWithMoreScalarsThanTheTableTakesIsRefusedOnTheSheet() async throws {
    let test = try await SceneTest.addSheet()
    test.host.send(.paste(accentedTitle))
    test.key(.enter)
    await test.receiveAlert(alert: tooLong, focusing: "Close")
    #expect(test.text.contains("A title can be at most 1000 characters long"))
    #expect(test.presentedOverStack is TodoAddSheet, "the sheet stays, with the title")
    try await test.settleWrites()
    await test.finish()
  }

  @Test func aTitleWithMoreScalarsThanTheTableTakesIsRefusedOnTheDetail() async throws {
    let (test, _) = try await SceneTest.detail(of: "Short")
    test.key(.character("u"), .control)
    test.host.send(.paste(accentedTitle))
    test.key(.escape)
    await test.receiveAlert(alert: tooLong, focusing: "Close")
    #expect(test.text.contains("A title can be at most 1000 characters long"))
    #expect(test.navigation?.viewControllers.count == 2, "the detail stays")
    try await test.settleWrites()
    await test.finish()
  }
}
