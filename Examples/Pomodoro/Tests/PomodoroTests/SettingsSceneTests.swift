import Testing
import ThinTerminal
import ThinTerminalTesting

@testable import Pomodoro

/// The settings form, opened from the timer's bar button as a person opens it: it refuses
/// minutes it cannot use in words, saves the others, and asks before Back drops a change.
@MainActor
@Suite struct SettingsSceneTests {
  /// The timer with the settings form pushed over it by Alt-S, its field focused.
  private func settingsOpened() async throws -> SceneTest<TimerScene> {
    let test = try await SceneTest.timer()
    test.key(.character("s"), .alt)
    await test.receive(
      .route(TimerScene.OpenSettings.self), .push(SettingsScene.self), .focus("minutes"))
    await test.advance(by: .milliseconds(400))
    return test
  }

  @Test func minutesItCannotUseAreRefusedInWordsUnderTheField() async throws {
    let test = try await settingsOpened()
    let row = try #require(test.row(of: "Work minutes"))
    #expect(test.lines[row].contains("25"))
    test.key(.backspace)
    test.key(.backspace)
    test.type("95")
    test.key(.enter)
    await test.receive(.invalid("minutes"), .shake("minutes"))
    #expect(test.lines[row + 1].contains("Work takes 1 to 90 minutes"))

    test.key(.backspace)
    test.key(.backspace)
    test.type("ten")
    test.key(.enter)
    await test.receive(.shake("minutes"))
    #expect(test.lines[row + 1].contains("Type the minutes as a number"))

    for _ in 0..<3 { test.key(.backspace) }
    test.type("99999999999999999999999")
    test.key(.enter)
    await test.receive(.shake("minutes"))
    #expect(test.lines[row + 1].contains("Work takes 1 to 90 minutes"))
    await test.finish()  // nothing saved: a save would be an output
  }

  /// Save from the bar, refused: the click took the keys off the field, and the refusal gives
  /// them back, so the minutes can be typed again.
  @Test func minutesRefusedFromTheSaveButtonAreTypedAgainInTheField() async throws {
    let test = try await settingsOpened()
    test.type("0")
    test.click("Save")
    await test.receive(
      .focus(nil), .highlight("Save"), .invalid("minutes"), .shake("minutes"), .focus("minutes"))
    test.key(.backspace)
    test.key(.enter)
    await test.receive(
      .valid("minutes"), .posted(SavedSettings(workMinutes: 25)), .pop(SettingsScene.self),
      .focus(nil))
    await test.advance(by: .milliseconds(400))
    await test.finish()
  }

  @Test func savedMinutesGoBackToTheTimerAndAreKept() async throws {
    let test = try await settingsOpened()
    test.key(.backspace)
    test.key(.backspace)
    test.type("50")
    test.key(.enter)
    await test.receive(
      .posted(SavedSettings(workMinutes: 50)), .pop(SettingsScene.self), .focus(nil))
    await test.advance(by: .milliseconds(400))
    #expect(test.text.contains("Work · 50 min"))
    test.assertModel(\.view.clockText, equals: "50:00")
    await test.finish()
  }

  private static let discardChanges = SceneOutput.alert(
    title: "Discard changes?",
    message: "The minutes typed are not saved. Discard keeps 25 minutes.",
    actions: ["Keep editing", "Discard"])

  @Test func backWithoutAChangeGoesBackAtOnce() async throws {
    let test = try await settingsOpened()
    test.key(.escape)
    await test.receive(.pop(SettingsScene.self), .focus(nil))
    await test.advance(by: .milliseconds(400))
    #expect(test.text.contains("Work · 25 min"))
    await test.finish()  // nothing saved: a save would be an output
  }

  /// Back with Esc, or with a click on ‹ Back (which takes focus off the field, for the
  /// question to give back): Keep editing goes on editing either way.
  @Test(arguments: [false, true])
  func backWithAChangeAsksAndKeepEditingKeepsTheTyping(clicksBack: Bool) async throws {
    let test = try await settingsOpened()
    test.key(.backspace)
    test.type("0")
    if clicksBack {
      test.click(at: Point(x: 3, y: 0))
      await test.receive(.focus(nil), .highlight("Back"))
    } else {
      test.key(.escape)
    }
    await test.receive(Self.discardChanges, .focus("Keep editing"))
    await test.advance(by: .milliseconds(400))
    #expect(test.text.contains("Discard changes?"))
    test.key(.enter)
    await test.advance(by: .milliseconds(400))
    await test.receive(.dismiss(.alert), .focus("minutes"))
    test.type("5")
    let row = try #require(test.row(of: "Work minutes"))
    #expect(test.lines[row].contains("205"), "the form stays, and the field takes keys")
    await test.finish()  // nothing saved, nothing popped
  }

  /// Discard, here from a click on ‹ Back (which takes focus off the field first, and gets it
  /// back as the question goes): the form goes and the timer keeps its length.
  @Test func discardGoesBackWithTheLengthAsItWas() async throws {
    let test = try await settingsOpened()
    test.type("0")
    #expect(test.lines[0].hasPrefix(" ‹ Back"))
    test.click(at: Point(x: 3, y: 0))
    await test.receive(.focus(nil), .highlight("Back"), Self.discardChanges)
    await test.advance(by: .milliseconds(400))
    await test.receive(.focus("Keep editing"))
    test.key(.right)
    test.key(.enter)
    await test.advance(by: .milliseconds(400))
    await test.receive(
      .focus("Discard"), .dismiss(.alert), .focus("minutes"), .pop(SettingsScene.self),
      .focus(nil))
    await test.advance(by: .milliseconds(400))
    #expect(test.text.contains("Work · 25 min"))
    test.assertModel(\.view.clockText, equals: "25:00")
    await test.finish()  // nothing saved
  }

  /// A quit (Ctrl-C) with the minutes changed asks as Back does. The form is asked as the
  /// app's quit request (`requestTermination()`) asks it, in the app's work tracker: its answer
  /// is false for Keep editing (the app stays), true for Discard (the app quits).
  @Test(arguments: [false, true])
  func aQuitWithChangedMinutesAsks(discards: Bool) async throws {
    let test = try await settingsOpened()
    test.type("0")
    let form = try #require(test.navigation?.topViewController)
    let answer = Task.tracked("asked to quit", in: test.host.app.workTracker) {
      await form.shouldTerminate?() ?? true
    }
    await test.receive(Self.discardChanges, .focus("Keep editing"))
    await test.advance(by: .milliseconds(400))
    if discards { test.key(.right) }
    test.key(.enter)
    await test.advance(by: .milliseconds(400))
    await test.receive(
      (discards ? [.focus("Discard")] : []) + [.dismiss(.alert), .focus("minutes")])
    #expect(await answer.value == discards)
    #expect(test.text.contains("Work minutes"), "the form is still there")
    await test.finish()  // nothing saved
  }

  /// `q` right after Save, while the form still slides away (and so is still asked): saved, it
  /// has nothing left to ask about, and lets the app quit.
  @Test func aQuitAsTheSavedFormSlidesAwayIsNotAsked() async throws {
    let test = try await settingsOpened()
    let form = try #require(test.navigation?.topViewController)
    test.key(.backspace)
    test.type("0")
    test.key(.enter)
    await test.receive(
      .posted(SavedSettings(workMinutes: 20)), .pop(SettingsScene.self), .focus(nil))
    let answer = Task.tracked("asked to quit", in: test.host.app.workTracker) {
      await form.shouldTerminate?() ?? true
    }
    await test.advance(by: .milliseconds(400))
    await test.finish()  // no alert: a question would be an output
    #expect(await answer.value)
  }
}
