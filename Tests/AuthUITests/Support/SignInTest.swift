import Auth
import AuthContract
import Foundation
import Testing
import ThinDI
import ThinKit
import ThinTerminal
import ThinTerminalTesting

@testable import AuthUI

/// A request the stub server received, as the sign-in tests assert it.
struct SentRequest: Equatable, Sendable {
  let method: String
  let path: String

  /// A sign-in.
  static let signIn = SentRequest(method: "POST", path: AuthAPI.sessionsPath)
  /// A log-out.
  static let signOut = SentRequest(method: "DELETE", path: AuthAPI.currentSessionPath)
  /// A password reset.
  static let passwordReset = SentRequest(method: "POST", path: AuthAPI.passwordResetsPath)
}

/// The sign-in stub server: the demo account, and the answers to it.
enum SignInStub {
  /// The account the stub server signs in, named by the form's hint as the demo's is.
  static let demoEmail = "demo@thinkit.dev"
  nonisolated static let hint = SignInHint("Demo account: demo@thinkit.dev / thinkit-demo")
  /// The server's answers to the demo account, a wrong password, a sign-out and a reset.
  static let answers: [String: HTTPAnswer] = [
    AuthAPI.sessionsPath: StubTransport.json(201, ["token": "tok", "email": demoEmail]),
    AuthAPI.currentSessionPath: HTTPAnswer(statusCode: 204),
    AuthAPI.passwordResetsPath: HTTPAnswer(statusCode: 202),
  ]
}

extension SceneTest where S == SignInScene {
  /// The sign-in screen in a navigation stack, built by the Sign-in app's installers with a
  /// stub transport that posts every request it receives, a last-email file of its own and the
  /// test clock.
  static func signIn(
    answers: [String: HTTPAnswer] = SignInStub.answers, lastEmail: String? = nil,
    terminal: ScreenConfiguration = ScreenConfiguration(), exhaustivity: Exhaustivity = .on
  ) async throws -> SceneTest<SignInScene> {
    let store = LastEmailStore(
      fileURL: FileManager.default.temporaryDirectory
        .appendingPathComponent("thinkit-authui-\(UUID().uuidString)/last-email"))
    if let lastEmail { store.save(lastEmail) }
    return try await SceneTest(
      SignInScene.self, installers: [AuthInstaller(), AuthSceneInstaller()], terminal: terminal,
      exhaustivity: exhaustivity
    ) { builder, context in
      let transport = StubTransport(answers) { request in
        context.outputs.post(SentRequest(method: request.method, path: request.url.path))
      }
      // What the demo's composition registers.
      builder.register((any Clock<Duration>).self, .singleton) { context.clock }
      builder.register(UpdateCycle.self, .singleton) { UpdateCycle.main }
      builder.register(SignInHint.self, .singleton) { SignInStub.hint }
      builder.register((any AuthServerLocating).self, .singleton) {
        FixedAuthServer(try AuthServerURL(string: "https://auth.example.com"))
      }
      builder.override { builder in
        builder.register((any HTTPTransport).self, .singleton) { transport }
        builder.register(LastEmailStore.self, .singleton) { store }
      }
    }
  }

  /// The stub transport the scene signs in through.
  var transport: StubTransport {
    get throws { try #require(try container.resolve((any HTTPTransport).self) as? StubTransport) }
  }

  /// Where the last email is kept.
  var lastEmailStore: LastEmailStore {
    get throws { try container.resolve() }
  }

  /// Types the demo email, Return, `password`, Return: a submit from the keyboard.
  func submit(email: String = SignInStub.demoEmail, password: String = "thinkit-demo") {
    type(email)
    key(.enter)
    type(password)
    key(.enter)
  }
}

extension SceneTest {
  /// The first and last columns of the field on `row`: the run of cells whose background is
  /// not the sign-in screen's.
  func fieldColumns(inRow row: Int) -> ClosedRange<Int>? {
    let screen = terminal.screen
    let background = AuthTheme.standard.background
    let columns = (0..<screen.size.width).filter { screen[$0, row].background != background }
    guard let first = columns.first, let last = columns.last else { return nil }
    return first...last
  }

  /// The background of the field on `row`, read from its last cell (no text there).
  func fieldBackground(inRow row: Int) -> Color? {
    fieldColumns(inRow: row).map { terminal.screen[$0.upperBound, row].background }
  }

  /// The column of the invalid dot on `row`, if one shows.
  func dotColumn(inRow row: Int) -> Int? {
    column(of: "●", inRow: row)
  }
}
