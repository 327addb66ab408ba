import Auth
import AuthContract
import Foundation
import Testing
import ThinDI
import ThinKit
import ThinScenes
import ThinTerminal
import ThinTerminalTesting

@testable import AuthUI

/// A request the stub server received, as the Sign-in app's scene tests assert it.
struct SentRequest: Equatable, Sendable {
  let method: String
  let path: String
  /// The `Authorization` header: a session's bearer token, or nil.
  var authorization: String? = nil

  /// A sign-in.
  static let signIn = SentRequest(method: "POST", path: AuthAPI.sessionsPath)
  /// A log-out of the session the stub server signs in.
  static let signOut = signOut(token: "tok")
  /// A password reset.
  static let passwordReset = SentRequest(method: "POST", path: AuthAPI.passwordResetsPath)

  /// A log-out of the session of `token`.
  static func signOut(token: String) -> SentRequest {
    SentRequest(
      method: "DELETE", path: AuthAPI.currentSessionPath, authorization: "Bearer \(token)")
  }
}

/// The sign-in stub server: the demo account, and the answers to it.
enum SignInStub {
  /// The account the stub server signs in, named by the form's hint as the demo's is.
  static let demoEmail = "demo@thinkit.dev"
  /// The session the stub server answers the demo account with: what the form routes on.
  static let session = AuthSession(email: demoEmail, token: "tok")
  nonisolated static let hint = SignInHint("Demo account: demo@thinkit.dev / thinkit-demo")
  /// The server's answers to the demo account, a wrong password, a sign-out and a reset.
  static let answers: [String: HTTPAnswer] = [
    AuthAPI.sessionsPath: StubTransport.json(201, ["token": "tok", "email": demoEmail]),
    AuthAPI.currentSessionPath: HTTPAnswer(statusCode: 204),
    AuthAPI.passwordResetsPath: HTTPAnswer(statusCode: 202),
  ]

  /// `answers`, with `path` answered by `answer` instead (nil: the server cannot be reached).
  static func answers(_ path: String, _ answer: HTTPAnswer?) -> [String: HTTPAnswer] {
    var answers = answers
    answers[path] = answer
    return answers
  }
}

extension SceneTest {
  /// `scene` of the Sign-in app, built by the app's installers for `argument` (in `scope`, as
  /// its route opens it) with a stub transport that posts every request it receives, a
  /// last-email store that posts every save (prefilled with `lastEmail`, which the Sign-in
  /// feature's step loads before the form shows) and the test clock: any of the app's scenes.
  static func auth(
    _ scene: S.Type, argument: S.Argument, scope: RouteScope = .current,
    answers: [String: HTTPAnswer] = SignInStub.answers, lastEmail: String? = nil,
    terminal: ScreenConfiguration = ScreenConfiguration(),
    hosting: SceneHosting = .inNavigationController, exhaustivity: Exhaustivity = .on
  ) async throws -> SceneTest<S> {
    try await SceneTest(
      scene, argument: argument, scope: scope,
      installers: [AuthInstaller(), AuthSceneInstaller()], terminal: terminal, hosting: hosting,
      exhaustivity: exhaustivity
    ) { builder, context in
      let transport = StubTransport(answers) { request in
        context.outputs.post(
          SentRequest(
            method: request.method, path: request.url.path,
            authorization: request.headerFields["Authorization"]))
      }
      // What the demo's composition registers.
      builder.install(AppShellInstaller(clock: context.clock))
      builder.register(SignInHint.self, .singleton) { SignInStub.hint }
      builder.register((any AuthServerLocating).self, .singleton) {
        FixedAuthServer(try AuthServerURL(string: "https://auth.example.com"))
      }
      builder.override { builder in
        builder.register((any HTTPTransport).self, .singleton) { transport }
        builder.register((any LastEmailStoring).self, .singleton) {
          PostingLastEmailStore(prefilled: lastEmail, outputs: context.outputs)
        }
      }
    }
  }

  /// The stub transport the scene's requests go through.
  var transport: StubTransport {
    get throws { try #require(try container.resolve((any HTTPTransport).self) as? StubTransport) }
  }

  /// The last-email store the scene reads and writes.
  var lastEmailStore: PostingLastEmailStore {
    get throws {
      try #require(try container.resolve((any LastEmailStoring).self) as? PostingLastEmailStore)
    }
  }
}
