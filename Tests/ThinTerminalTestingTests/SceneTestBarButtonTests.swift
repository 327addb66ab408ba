import Testing
import ThinTerminal
import ThinTerminalTesting

/// The buttons of a navigation bar are controls like the others: `click(_:)` presses one by
/// its title, as a UI test finds `app.buttons["Tips"]`, and outputs and the list of what is on
/// screen name them by it.
@MainActor
@Suite struct SceneTestBarButtonTests {
  private func stopwatch() async throws -> SceneTest<StopwatchScene> {
    try await SceneTest(StopwatchScene.self, installers: [StopwatchInstaller(), TipsInstaller()])
  }

  @Test func clickPressesABarButtonByItsTitle() async throws {
    let test = try await stopwatch()
    test.click("Tips")
    await test.receive(
      .highlight("Tips"),
      .route(StopwatchScene.OpenTips.self, StopwatchViewController.secondsRun),
      .push(TipsScene.self))
    await test.advance(by: .milliseconds(300))
    #expect(test.text.contains("Rest your eyes after 40 s."))
    await test.finish()
  }

  /// ‹ Back is named by its title without the arrow, which differs from one glyph set to
  /// another: "Back".
  @Test func clickPressesTheBackButtonByItsTitle() async throws {
    let test = try await stopwatch()
    test.click("Tips")
    await test.skipOutputs()
    await test.advance(by: .milliseconds(300))
    test.click("Back")
    await test.receive(.highlight("Back"), .pop(TipsScene.self))
    await test.finish()
  }

  /// A title nobody shows fails the test, listing what there is: bar buttons by their titles.
  @Test func noControlWithTheTitleListsTheBarButtonsByTheirTitles() async throws {
    let test = try await stopwatch()
    withKnownIssue {
      test.click("Settings")
    } matching: { issue in
      issue.text.contains(
        #"No control titled "Settings" on screen; there are: ["Tips", "Start", "Reset"]"#)
    }
    await test.finish()
  }
}
