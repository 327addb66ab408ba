import Foundation
import Testing
import ThinKit
import ThinTerminal

/// `demo auth` run for real in tmux, with its in-process sign-in server: sign in with the demo
/// account, log out, a wrong password's alert, quit with the terminal given back; and the
/// server on its own, for `demo auth --server`.
@Suite struct DemoAuthTests {
  /// A data directory of the test's own, so the last email never lands in the real one.
  private let dataHome = FileManager.default.temporaryDirectory
    .appendingPathComponent("thinkit-e2e-auth-\(UUID().uuidString.prefix(8))")

  private func start(
    _ arguments: [String], size: Size = Size(width: 80, height: 24),
    environment: [String: String] = [:]
  ) throws -> TmuxSession {
    try TmuxSession(
      executable: BuiltProducts.executable(named: "demo"), arguments: arguments, size: size,
      environment: ["COLORTERM": "truecolor", "XDG_DATA_HOME": dataHome.path].merging(
        environment
      ) { $1 })
  }

  private func signIn(_ session: TmuxSession, password: String) throws {
    try session.type(password)
    try session.sendKeys("Enter")
  }

  /// Without color (`NO_COLOR`) and with 16 colors (`TERM=xterm`), where the field's gray and
  /// the screen's merge: the fields still show (underlined, inverse while edited), the
  /// placeholder is dim italic unlike typed text, and the link is not drawn in its background.
  @Test(.needsTmux, arguments: [["NO_COLOR": "1"], ["TERM": "xterm", "COLORTERM": ""]])
  func degradedTerminalsStillShowTheFields(environment: [String: String]) async throws {
    let session = try start(["auth"], environment: environment)
    defer {
      session.close()
      try? FileManager.default.removeItem(at: dataHome)
    }
    try await session.waitForText("Forgotten password?")
    let pane = try session.captureStyled()
    let password = try #require(pane.cells(of: "Password"))
    #expect(password.allSatisfy { $0.style.isSuperset(of: [.dim, .italic, .underline]) })
    let email = try #require(pane.cells(of: "Email Address"))
    #expect(email.allSatisfy { $0.style.contains(.inverse) }, "the focused field")
    let link = try #require(pane.cells(of: "Forgotten password?"))
    #expect(link.allSatisfy { $0.foreground != $0.background })
    try session.type("ann")
    try await session.waitForText("ann")
    let typed = try #require(session.captureStyled().cells(of: "ann"))
    #expect(typed.allSatisfy { !$0.style.contains(.dim) && $0.style.contains(.inverse) })
    try session.sendKeys("C-c")
    _ = try await session.waitForExit()
  }

  @Test(.needsTmux) func signInLogOutWrongPasswordAndQuit() async throws {
    let session = try start(["auth"])
    defer {
      session.close()
      try? FileManager.default.removeItem(at: dataHome)
    }
    try await session.waitForText("Demo account: demo@thinkit.dev / thinkit-demo")
    try await session.waitForText("✉  Email Address")
    let logIn = try #require(session.captureStyled().cells(of: "LOG IN")?.first)
    #expect(logIn.background == Color(red: 0, green: 122, blue: 255))
    try session.type("demo@thinkit.dev")
    try session.sendKeys("Enter")
    try signIn(session, password: "thinkit-demo")
    try await session.waitForText("Signed in as demo@thinkit.dev")
    let stored = dataHome.appendingPathComponent("thinkit/last-email")
    #expect(try String(contentsOf: stored, encoding: .utf8) == "demo@thinkit.dev\n")

    try await session.waitForText("▸ Log out ◂")
    try session.sendKeys("Enter")
    try await session.waitForText("Log out?")
    try await session.waitForText("▸ Cancel ◂")
    try session.sendKeys("Right")
    try await session.waitForText("▸ Log Out ◂")
    try session.sendKeys("Enter")
    try await session.waitForText("✉  demo@thinkit.dev")
    try await session.waitForText("🔒 Password")

    try signIn(session, password: "wrong")
    try await session.waitForText("Incorrect email or password.")
    try await session.waitForText("▸ Close ◂")
    #expect(try session.capture().contains { $0.contains("Error") })
    try session.sendKeys("Enter")
    try await session.waitUntil("the alert closed") { rows in
      !rows.contains { $0.contains("Incorrect email or password.") }
    }
    // Esc ends editing; q must come after it, or the terminal reads the pair as Alt-q.
    try session.sendKeys("Escape")
    try await session.waitUntil("editing ended") { _ in
      (try? session.pane("cursor_flag")) == "0"
    }
    try session.sendKeys("q")
    let exit = try await session.waitForExit()
    #expect(exit.status == 0)
    try session.expectRestored(exit)
  }

  @Test(.needsTmux) func withoutAUTF8LocaleTheFieldsShowASCIIGlyphs() async throws {
    let session = try start(["auth"], environment: ["LC_ALL": "C"])
    defer {
      session.close()
      try? FileManager.default.removeItem(at: dataHome)
    }
    try await session.waitForText("@  Email Address")
    try await session.waitForText("*  Password")
    try session.sendKeys("Tab")
    try session.type("abc")
    try await session.waitForText("*  ***")
    try session.sendKeys("C-c")
    let exit = try await session.waitForExit()
    #expect(exit.status == 0)
    try session.expectRestored(exit)
  }

  @Test(.needsTmux) func theLauncherOpensSignInWithItsServer() async throws {
    let session = try start([])
    defer {
      session.close()
      try? FileManager.default.removeItem(at: dataHome)
    }
    try await session.waitForText("Sign-in")
    try session.sendKeys("Down")
    try session.sendKeys("Enter")
    try await session.waitForText("Demo account: demo@thinkit.dev / thinkit-demo")
    try session.type("demo@thinkit.dev")
    try session.sendKeys("Enter")
    try signIn(session, password: "thinkit-demo")
    try await session.waitForText("Signed in as demo@thinkit.dev")
    try session.sendKeys("C-c")
    let exit = try await session.waitForExit()
    #expect(exit.status == 0)
    try session.expectRestored(exit)
  }

  @Test(.needsTmux) func theServerAloneServesAppsPointedAtIt() async throws {
    let server = try start(["auth-server", "--port", "0"], size: Size(width: 200, height: 20))
    defer { server.close() }
    let rows = try await server.waitForText("listening on http://127.0.0.1:")
    let line = try #require(rows.first { $0.contains("listening on http") })
    let url = try #require(line.split(separator: " ").last.map(String.init))
    let app = try start(["auth", "--server", url])
    defer {
      app.close()
      try? FileManager.default.removeItem(at: dataHome)
    }
    try await app.waitForText("✉  Email Address")
    #expect(!(try app.capture().contains { $0.contains("Demo account") }), "no hint: not the demo")
    try app.type("demo@thinkit.dev")
    try app.sendKeys("Enter")
    try signIn(app, password: "thinkit-demo")
    try await app.waitForText("Signed in as demo@thinkit.dev")
    try await server.waitForText("POST /v1/sessions → 201")
    #expect(!(try server.capture().contains { $0.contains("thinkit-demo") }), "no password logged")
    // Ctrl-C's signal, to the server alone: tmux's C-c would stop the test's wrapper shell too.
    try server.signalProgram(SIGINT)
    #expect(try await server.waitForExit().status == 0)
  }

  @Test func plainHTTPToAnotherMachineIsRefused() throws {
    let result = try Subprocess.run([
      BuiltProducts.executable(named: "demo").path, "auth", "--server", "http://example.com",
    ])
    #expect(result.status == 64)
    #expect(result.errors.contains("Refusing plain http:// to example.com"))
  }
}
