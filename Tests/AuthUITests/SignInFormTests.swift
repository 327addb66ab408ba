import Auth
import Testing
import ThinKit
import ThinTerminal

@testable import AuthUI

/// The keys of the form, the red dot and the shake, and what a submit does on screen.
@MainActor
@Suite struct SignInFormTests {
  /// Tab reaches every control in reading order, fields then LOG IN and "Forgotten
  /// password?"; Down and Up move between the fields only.
  @Test func tabReachesEveryControlAndDownUpCycleTheFields() throws {
    let scene = try AuthScene()
    let emailRow = try #require(scene.row(of: "✉"))
    let passwordRow = emailRow + 2
    func focus() -> String {
      if let cursor = scene.host.terminal.cursor {
        return cursor.y == emailRow ? "email" : cursor.y == passwordRow ? "password" : "?"
      }
      let marked = scene.host.lines.first { $0.contains("▸") } ?? ""
      return marked.contains("LOG IN") ? "log in" : marked.contains("Forgotten") ? "forgotten" : "-"
    }
    #expect(focus() == "email")
    let moves: [(Key, KeyModifiers, String)] = [
      (.tab, [], "password"), (.tab, [], "log in"), (.tab, [], "forgotten"), (.tab, [], "email"),
      (.tab, .shift, "forgotten"), (.tab, .shift, "log in"), (.tab, .shift, "password"),
      (.down, [], "email"), (.down, [], "password"), (.up, [], "email"), (.up, [], "password"),
    ]
    for (key, modifiers, expected) in moves {
      scene.host.key(key, modifiers)
      #expect(focus() == expected, "\(modifiers)\(key)")
    }
  }

  @Test func returnOnAFocusedButtonPressesIt() async throws {
    let scene = try AuthScene()
    scene.host.type("demo@thinkit.dev")
    scene.host.key(.tab)
    scene.host.type("thinkit-demo")
    scene.host.key(.tab)
    scene.host.key(.enter)
    await scene.finishSubmission()
    #expect(scene.transport.requests.count == 1)
    #expect(scene.host.text.contains("Signed in as demo@thinkit.dev"))
  }

  @Test func aRefusedSubmitPutsFocusInTheFirstInvalidField() async throws {
    let scene = try AuthScene()
    let emailRow = try #require(scene.row(of: "✉"))
    scene.host.key(.tab)
    scene.host.key(.enter)
    await scene.finishSubmission()
    #expect(scene.transport.requests.isEmpty)
    #expect(scene.host.terminal.cursor?.y == emailRow)
    scene.host.type("x")
    #expect(scene.host.lines[emailRow].contains("x"))
  }

  @Test func returnInTheEmailMovesOnAndInThePasswordSubmits() async throws {
    let scene = try AuthScene()
    scene.host.type("demo@thinkit.dev")
    scene.host.key(.enter)
    let passwordRow = try #require(scene.row(of: "🔒"))
    #expect(scene.host.terminal.cursor?.y == passwordRow)
    #expect(scene.transport.requests.isEmpty)
    scene.host.type("thinkit-demo")
    scene.host.key(.enter)
    await scene.finishSubmission()
    #expect(scene.transport.requests.count == 1)
    #expect(scene.host.text.contains("Signed in as demo@thinkit.dev"))
  }

  @Test func escAndABackgroundClickEndEditing() async throws {
    let scene = try AuthScene()
    #expect(scene.host.terminal.cursor != nil)
    scene.host.key(.escape)
    #expect(scene.host.terminal.cursor == nil)
    #expect(scene.navigation.viewControllers.count == 1)
    scene.host.key(.tab)
    #expect(scene.host.terminal.cursor != nil)
    scene.host.click(at: Point(x: 2, y: 3))
    #expect(scene.host.terminal.cursor == nil)
  }

  @Test func anEmptyEmailShowsTheRedDotAndShakesEveryTime() async throws {
    let scene = try AuthScene()
    // A frame every 1/6 of the shake, so that each key time is drawn.
    scene.host.app.preferredFramesPerSecond = 30
    let emailRow = try #require(scene.row(of: "✉"))
    let field = try #require(scene.fieldColumns(inRow: emailRow))
    let rest = field.upperBound - 1
    let logInRow = try #require(scene.row(of: "LOG IN"))
    let logIn = Point(x: try #require(scene.column(of: "LOG IN", inRow: logInRow)), y: logInRow)
    for _ in 0..<2 {
      scene.host.click(at: logIn)
      await scene.authView.formBehavior.currentSubmission?.value
      scene.host.app.displayIfNeeded()
      let dot = try #require(scene.dotColumn(inRow: emailRow))
      #expect(dot == rest)
      #expect(
        scene.host.terminal.screen[dot, emailRow].foreground == Color(red: 220, green: 0, blue: 0))
      // maxOffset × [0, 1, -0.8, 0.4, 0] at [0, 1/6, 3/6, 5/6, 1] of 0.2 s, rounded to cells.
      var offsets: [Int] = []
      var elapsed = Duration.zero
      for sixths in [1, 3, 5, 6] {
        let next = Duration.milliseconds(200) / 6 * sixths
        await scene.host.advance(by: next - elapsed)
        elapsed = next
        offsets.append(try #require(scene.dotColumn(inRow: emailRow)) - rest)
      }
      #expect(offsets == [2, -2, 1, 0])
    }
    #expect(scene.transport.requests.isEmpty, "no request")
    #expect(scene.navigation.presentedViewController == nil, "no alert")
  }

  @Test func anEmptyPasswordMarksOnlyThePassword() async throws {
    let scene = try AuthScene()
    scene.host.type("demo@thinkit.dev")
    scene.host.key(.enter)
    scene.host.key(.enter)
    await scene.finishSubmission()
    let emailRow = try #require(scene.row(of: "✉"))
    #expect(scene.dotColumn(inRow: emailRow) == nil)
    #expect(scene.dotColumn(inRow: emailRow + 2) != nil)
    #expect(scene.transport.requests.isEmpty)
  }

  @Test func whileSigningInTheSpinnerTurnsAndTheFormIgnoresInput() async throws {
    let scene = try AuthScene()
    scene.transport.isHolding = true
    scene.host.type("demo@thinkit.dev")
    scene.host.key(.enter)
    scene.host.type("thinkit-demo")
    scene.host.key(.enter)
    try await scene.waitForRequests()
    await scene.host.advance(by: .milliseconds(100))
    let spinner = Set("⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏")
    #expect(scene.host.text.contains { spinner.contains($0) })
    #expect(scene.host.terminal.cursor == nil, "no field takes input")
    scene.host.type("x")
    scene.host.key(.enter)
    let logIn = try #require(scene.row(of: "LOG IN"))
    scene.host.click(at: Point(x: try #require(scene.column(of: "LOG IN", inRow: logIn)), y: logIn))
    await scene.host.advance(by: .milliseconds(200))
    scene.transport.release()
    await scene.finishSubmission()
    #expect(scene.transport.requests.count == 1, "one request, however often it was submitted")
    #expect(scene.host.text.contains("Signed in as demo@thinkit.dev"))
    #expect(!scene.host.text.contains { spinner.contains($0) })
  }
}
