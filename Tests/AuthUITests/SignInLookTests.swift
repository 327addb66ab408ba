import Auth
import Testing
import ThinKit
import ThinTerminal
import ThinTerminalTesting

@testable import AuthUI

/// The screen as the spec draws it, read from the terminal's cells (what it does is the other
/// suites' to assert: these look, not exhaustive).
@MainActor
@Suite struct SignInLookTests {
  @Test func everyColorOfTheSpecsTable() async throws {
    let scene = try await SceneTest.signIn(exhaustivity: .off)
    await scene.host.advance(by: .milliseconds(250))
    let screen = scene.terminal.screen
    let theme = AuthTheme.standard
    let emailRow = try #require(scene.row(of: "✉  Email Address"))
    let passwordRow = try #require(scene.row(of: "🔒 Password"))
    #expect(passwordRow == emailRow + 2)
    #expect(screen[0, emailRow].background == Color(white: 85))
    // The email field took focus when the screen showed; the password field rests.
    #expect(scene.fieldBackground(inRow: emailRow) == Color(white: 145))
    #expect(scene.fieldBackground(inRow: passwordRow) == Color(white: 103))
    let placeholder = try #require(scene.column(of: "Password", inRow: passwordRow))
    #expect(
      screen[placeholder, passwordRow].foreground
        == Color.white.withAlpha(0.6).blended(over: Color(white: 103)))
    let lock = try #require(scene.column(of: "🔒", inRow: passwordRow))
    #expect(
      screen[lock, passwordRow].foreground == theme.placeholder.blended(over: Color(white: 103)))
    let logIn = try #require(scene.row(of: "LOG IN"))
    let logInColumn = try #require(scene.column(of: "LOG IN", inRow: logIn))
    #expect(screen[logInColumn, logIn].background == Color(red: 0, green: 122, blue: 255))
    #expect(screen[logInColumn, logIn].foreground == .white)
    let link = try #require(scene.row(of: "Forgotten password?"))
    let linkColumn = try #require(scene.column(of: "Forgotten password?", inRow: link))
    #expect(screen[linkColumn, link].foreground == Color(white: 170))
    #expect(screen[linkColumn, link].background == Color(white: 85), "a plain link")
    #expect(link > logIn)
    let hint = try #require(scene.row(of: "Demo account: demo@thinkit.dev / thinkit-demo"))
    #expect(hint > link)
  }

  @Test func theFormIsACentredColumn() async throws {
    let scene = try await SceneTest.signIn(exhaustivity: .off)
    let emailRow = try #require(scene.row(of: "✉"))
    let field = try #require(scene.fieldColumns(inRow: emailRow))
    #expect(field == 16...63, "48 wide, centred in 80")
    let small = try await SceneTest.signIn(
      terminal: ScreenConfiguration(size: Size(width: 40, height: 16)), exhaustivity: .off)
    let smallRow = try #require(small.row(of: "✉"))
    #expect(small.fieldColumns(inRow: smallRow) == 8...31, "24 wide in 40: margins of 8")
  }

  @Test func bothFieldsTextsStartInOneColumn() async throws {
    let scene = try await SceneTest.signIn(exhaustivity: .off)
    let emailRow = try #require(scene.row(of: "Email Address"))
    let passwordRow = try #require(scene.row(of: "Password"))
    // ✉ is one column wide and 🔒 two: each sits in a two-column slot.
    #expect(
      scene.column(of: "Email Address", inRow: emailRow)
        == scene.column(of: "Password", inRow: passwordRow))
  }

  @Test func theASCIIFallbackGlyphs() {
    let view = AuthView(theme: .standard)
    let host = TestHost(rootView: view, size: Size(width: 80, height: 20), glyphSet: .ascii)
    #expect(host.text.contains("@  Email Address"))
    #expect(host.text.contains("*  Password"))
  }

  @Test func focusFadesOverAQuarterSecondEachWay() async throws {
    let scene = try await SceneTest.signIn(exhaustivity: .off)
    // A frame every 0.125 s, so that the frames fall on the times read.
    scene.host.app.preferredFramesPerSecond = 8
    await scene.host.advance(by: .milliseconds(250))
    let emailRow = try #require(scene.row(of: "✉"))
    let passwordRow = emailRow + 2
    scene.host.key(.tab)
    let halfway = Color(white: 103).interpolated(to: Color(white: 145), fraction: 0.5)
    #expect(scene.fieldBackground(inRow: passwordRow) == Color(white: 103))
    #expect(scene.fieldBackground(inRow: emailRow) == Color(white: 145))
    await scene.host.advance(by: .milliseconds(125))
    #expect(scene.fieldBackground(inRow: passwordRow) == halfway)
    #expect(scene.fieldBackground(inRow: emailRow) == halfway)
    await scene.host.advance(by: .milliseconds(125))
    #expect(scene.fieldBackground(inRow: passwordRow) == Color(white: 145))
    #expect(scene.fieldBackground(inRow: emailRow) == Color(white: 103))
  }

  @Test func logInTakesItsPressedColorWhileHeld() async throws {
    let scene = try await SceneTest.signIn(exhaustivity: .off)
    let row = try #require(scene.row(of: "LOG IN"))
    let column = try #require(scene.column(of: "LOG IN", inRow: row))
    scene.host.send(.mouse(MouseEvent(kind: .press, position: Point(x: column, y: row))))
    await scene.host.advance(by: .milliseconds(250))
    #expect(
      scene.terminal.screen[column, row].background == Color(red: 21, green: 160, blue: 255))
    scene.host.send(.mouse(MouseEvent(kind: .release, position: Point(x: column, y: row))))
    await scene.host.advance(by: .milliseconds(250))
    #expect(
      scene.terminal.screen[column, row].background == Color(red: 0, green: 122, blue: 255))
  }
}

/// The smallest screen, with a refusal that wraps: the block rises and gives up its blank
/// lines, and the hint stays whole above the key hints' row, never on it.
@MainActor
@Suite struct SignInSmallScreenTests {
  @Test func theHintStaysAboveTheKeyHintsWhenARefusalWraps() async throws {
    let scene = try await SceneTest.signIn(
      terminal: ScreenConfiguration(size: Size(width: 40, height: 12)), exhaustivity: .off)
    // As the app shows it: with the key hints on the bottom row.
    scene.screen.navigationController?.isKeyHintsHidden = false
    scene.submit(email: "demo.thinkit.dev", password: "x")
    await scene.host.advance(by: .milliseconds(250))
    let refusal = try #require(scene.row(of: "Enter a valid email"))
    #expect(scene.row(of: "address.") == refusal + 1, "the refusal takes two lines")
    let hint = try #require(scene.row(of: "Demo account: demo@thinkit.dev /"))
    #expect(scene.row(of: "thinkit-demo") == hint + 1)
    #expect(hint + 1 < 11, "above the bottom row")
    let lines = scene.text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[11].trimmingCharacters(in: .whitespaces) == "Enter next")
  }
}
