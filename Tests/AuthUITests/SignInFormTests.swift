import Auth
import Foundation
import Testing
import ThinKit
import ThinTerminal
import ThinTerminalTesting

@testable import AuthUI

/// The keys of the form, the red dot and the shake, and what a submit does on screen: every
/// focus move, mark, shake, request and push asserted in order.
@MainActor
@Suite struct SignInFormTests {
  /// Tab reaches every control in reading order, fields then LOG IN and "Forgotten
  /// password?"; Down and Up move between the fields only.
  @Test func tabReachesEveryControlAndDownUpCycleTheFields() async throws {
    let test = try await SceneTest.signIn()
    await test.receive(.focus("Email Address"))
    let moves: [(Key, KeyModifiers, String)] = [
      (.tab, [], "Password"), (.tab, [], "LOG IN"), (.tab, [], "Forgotten password?"),
      (.tab, [], "Email Address"), (.tab, .shift, "Forgotten password?"),
      (.tab, .shift, "LOG IN"), (.tab, .shift, "Password"), (.down, [], "Email Address"),
      (.down, [], "Password"), (.up, [], "Email Address"), (.up, [], "Password"),
    ]
    for (key, modifiers, expected) in moves {
      test.key(key, modifiers)
      await test.receive(.focus(expected))
    }
    await test.finish()
  }

  @Test func returnOnAFocusedButtonPressesIt() async throws {
    let test = try await SceneTest.signIn()
    test.type("demo@thinkit.dev")
    test.key(.tab)
    test.type("thinkit-demo")
    test.key(.tab)
    test.key(.enter)
    await test.receive(
      .focus("Email Address"), .focus("Password"), .focus("LOG IN"), .highlight("LOG IN"),
      .focus(nil), .posted(SentRequest.signIn), .posted(SavedEmail(SignInStub.demoEmail)),
      .route(SignInScene.SignedIn.self, SignInStub.session), .push(SignedInScene.self))
    await test.advance(by: .milliseconds(300))
    await test.receive(.focus("Log out"))
    #expect(test.text.contains("Signed in as demo@thinkit.dev"))
    await test.finish()
  }

  @Test func aRefusedSubmitPutsFocusInTheFirstInvalidField() async throws {
    let test = try await SceneTest.signIn()
    let emailRow = try #require(test.row(of: "✉"))
    test.key(.tab)
    test.key(.enter)
    await test.receive(
      .focus("Email Address"), .focus("Password"), .invalid("Email Address"),
      .shake("Email Address"), .focus("Email Address"))
    #expect(test.terminal.cursor?.y == emailRow)
    test.type("x")
    #expect(test.lines[emailRow].contains("x"))
    await test.finish()  // no request: it would be an output
  }

  /// A refusal says why in words under the field it marks, whole on the smallest screen
  /// (wrapped there, the form below moving down a line); a submit that is sent clears it.
  @Test func aRefusedSubmitSaysWhyInWordsUntilASubmitIsSent() async throws {
    let test = try await SceneTest.signIn(
      terminal: ScreenConfiguration(size: Size(width: 40, height: 12)))
    test.type("demo.thinkit.dev")
    test.key(.enter)
    test.type("thinkit-demo")
    test.key(.enter)
    await test.receive(
      .focus("Email Address"), .focus("Password"), .invalid("Email Address"),
      .shake("Email Address"), .focus("Email Address"))
    let row = try #require(test.row(of: "Enter a valid"))
    #expect(row == (test.row(of: "✉") ?? 0) + 1)
    let words = test.lines[row...(row + 1)].map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(words.joined(separator: " ") == "Enter a valid email address.")
    #expect(test.row(of: "🔒") == row + 2)
    #expect(test.text.contains("demo@thinkit.dev"), "the hint still shows, below")
    // What follows a sent sign-in is SignInOutcomeTests' subject.
    test.exhaustivity = .off
    for _ in 0..<"demo.thinkit.dev".count { test.key(.backspace) }
    test.type(SignInStub.demoEmail)
    test.key(.tab)
    test.key(.enter)
    await test.receive(.valid("Email Address"))
    #expect(test.row(of: "Enter a valid") == nil)
  }

  /// A refused password is said under the password, where LOG IN keeps its place.
  @Test func aRefusedPasswordIsSaidUnderIt() async throws {
    let test = try await SceneTest.signIn()
    test.type(SignInStub.demoEmail)
    test.key(.enter)
    test.key(.enter)
    await test.receive(
      .focus("Email Address"), .focus("Password"), .invalid("Password"), .shake("Password"))
    let row = try #require(test.row(of: "Enter your password."))
    #expect(row == (test.row(of: "🔒") ?? 0) + 1)
    #expect(row == (test.row(of: "LOG IN") ?? 0) - 1)
    await test.finish()
  }

  /// A password past the rules' length is said to be too long: its bullets do not show it.
  @Test func aTooLongPasswordIsSaidToBeTooLong() async throws {
    let test = try await SceneTest.signIn()
    test.type(SignInStub.demoEmail)
    test.key(.enter)
    test.type(String(repeating: "p", count: 129))
    test.key(.enter)
    await test.receive(
      .focus("Email Address"), .focus("Password"), .invalid("Password"), .shake("Password"))
    let row = try #require(test.row(of: "A password is at most 128 characters."))
    #expect(row == (test.row(of: "🔒") ?? 0) + 1)
    await test.finish()  // no request: it would be an output
  }

  @Test func returnInTheEmailMovesOnAndInThePasswordSubmits() async throws {
    let test = try await SceneTest.signIn()
    test.type("demo@thinkit.dev")
    test.key(.enter)
    await test.receive(.focus("Email Address"), .focus("Password"))
    #expect(test.terminal.cursor?.y == test.row(of: "🔒"))
    test.type("thinkit-demo")
    test.key(.enter)
    // Busy, no field takes input; once answered and the email saved, focus is back where it
    // was, and the form moves on.
    await test.receive(
      .focus(nil), .posted(SentRequest.signIn), .posted(SavedEmail(SignInStub.demoEmail)),
      .focus("Password"), .route(SignInScene.SignedIn.self, SignInStub.session),
      .push(SignedInScene.self), .focus(nil))
    await test.advance(by: .milliseconds(300))
    await test.receive(.focus("Log out"))
    #expect(test.text.contains("Signed in as demo@thinkit.dev"))
    await test.finish()
  }

  @Test func escAndABackgroundClickEndEditing() async throws {
    let test = try await SceneTest.signIn()
    await test.receive(.focus("Email Address"))
    test.key(.escape)
    await test.receive(.focus(nil))  // and no pop: Esc in a field only ends editing
    test.key(.tab)
    await test.receive(.focus("Email Address"))
    test.click(at: Point(x: 2, y: 3))
    await test.receive(.focus(nil))
    await test.finish()
  }

  @Test func anEmptyEmailShowsTheRedDotAndShakesEveryTime() async throws {
    let test = try await SceneTest.signIn()
    // A frame every 1/6 of the shake, so that each key time is drawn.
    test.host.app.preferredFramesPerSecond = 30
    let emailRow = try #require(test.row(of: "✉"))
    let field = try #require(test.fieldColumns(inRow: emailRow))
    let rest = field.upperBound - 1
    await test.receive(.focus("Email Address"))
    for time in 0..<2 {
      test.click("LOG IN")
      // Marked once, shaken every time.
      await test.receive(
        [.highlight("LOG IN")] + (time == 0 ? [.invalid("Email Address")] : [])
          + [.shake("Email Address")])
      let dot = try #require(test.dotColumn(inRow: emailRow))
      #expect(dot == rest)
      #expect(test.terminal.screen[dot, emailRow].foreground == Color(red: 220, green: 0, blue: 0))
      // maxOffset × [0, 1, -0.8, 0.4, 0] at [0, 1/6, 3/6, 5/6, 1] of 0.2 s, rounded to cells.
      var offsets: [Int] = []
      var elapsed = Duration.zero
      for sixths in [1, 3, 5, 6] {
        let next = Duration.milliseconds(200) / 6 * sixths
        await test.advance(by: next - elapsed)
        elapsed = next
        offsets.append(try #require(test.dotColumn(inRow: emailRow)) - rest)
      }
      #expect(offsets == [2, -2, 1, 0])
    }
    await test.finish()  // no request, no alert
  }

  @Test func anEmptyPasswordMarksOnlyThePassword() async throws {
    let test = try await SceneTest.signIn()
    test.type("demo@thinkit.dev")
    test.key(.enter)
    test.key(.enter)
    await test.receive(
      .focus("Email Address"), .focus("Password"), .invalid("Password"), .shake("Password"))
    let emailRow = try #require(test.row(of: "✉"))
    #expect(test.dotColumn(inRow: emailRow) == nil)
    #expect(test.dotColumn(inRow: emailRow + 2) != nil)
    await test.finish()
  }

  @Test func whileSigningInTheSpinnerTurnsAndTheFormIgnoresInput() async throws {
    let test = try await SceneTest.signIn()
    let transport = try test.transport
    transport.isHolding = true
    test.submit()
    await test.receive(
      .focus("Email Address"), .focus("Password"), .focus(nil), .posted(SentRequest.signIn))
    await test.advance(by: .milliseconds(100))
    let spinner = Set("⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏")
    #expect(test.text.contains { spinner.contains($0) })
    #expect(test.terminal.cursor == nil, "no field takes input")
    test.type("x")
    test.key(.enter)
    test.click("LOG IN")
    await test.advance(by: .milliseconds(200))
    await test.receiveNothing()  // one request, however often it was submitted
    transport.release()
    await test.receive(
      .posted(SavedEmail(SignInStub.demoEmail)), .focus("Password"),
      .route(SignInScene.SignedIn.self, SignInStub.session), .push(SignedInScene.self),
      .focus(nil))
    await test.advance(by: .milliseconds(300))
    await test.receive(.focus("Log out"))
    #expect(test.text.contains("Signed in as demo@thinkit.dev"))
    #expect(!test.text.contains { spinner.contains($0) })
    await test.finish()
  }
}
