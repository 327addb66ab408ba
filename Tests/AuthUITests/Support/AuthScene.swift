import Auth
import AuthContract
import Clocks
import Foundation
import Testing
import ThinDI
import ThinKit
import ThinTerminal
import ThinTerminalTesting

@testable import AuthUI

/// The Sign-in app in a navigation stack on a test host, built by its installers with a stub
/// transport, a last-email file of its own and the unicode glyphs.
@MainActor
struct AuthScene {
  /// The account the stub server signs in, named by the form's hint as the demo's is.
  static let demoEmail = "demo@thinkit.dev"
  nonisolated static let hint = SignInHint("Demo account: demo@thinkit.dev / thinkit-demo")
  /// The server's answers to the demo account, a wrong password, a sign-out and a reset.
  static let answers: [String: HTTPAnswer] = [
    AuthAPI.sessionsPath: StubTransport.json(201, ["token": "tok", "email": demoEmail]),
    AuthAPI.currentSessionPath: HTTPAnswer(statusCode: 204),
    AuthAPI.passwordResetsPath: HTTPAnswer(statusCode: 202),
  ]

  let transport: StubTransport
  let store: LastEmailStore
  /// Kept: the screens' providers hold it weakly, as the app's entry point keeps it.
  let container: Container
  let host: TestHost
  let theme = AuthTheme.standard

  init(
    answers: [String: HTTPAnswer] = AuthScene.answers, lastEmail: String? = nil,
    size: Size = Size(width: 80, height: 24)
  ) throws {
    let transport = StubTransport(answers)
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("thinkit-authui-\(UUID().uuidString)/last-email")
    let store = LastEmailStore(fileURL: file)
    if let lastEmail { store.save(lastEmail) }
    var builder = ContainerBuilder(installers: [AuthInstaller(), AuthSceneInstaller()])
    builder.register((any Clock<Duration>).self, .singleton) { TestClock<Duration>() }
    builder.register(UpdateCycle.self, .singleton) { UpdateCycle.main }
    builder.register(SignInHint.self, .singleton) { AuthScene.hint }
    builder.register((any AuthServerLocating).self, .singleton) {
      FixedAuthServer(try AuthServerURL(string: "https://auth.example.com"))
    }
    builder.override { builder in
      builder.register((any HTTPTransport).self, .singleton) { transport }
      builder.register(LastEmailStore.self, .singleton) { store }
    }
    let container = try builder.build()
    let root = NavigationController(
      rootViewController: try container.route(to: SignInApp.self, showing: ViewController.self)())
    self.transport = transport
    self.store = store
    self.container = container
    host = TestHost(root, size: size)
  }

  var navigation: NavigationController {
    host.app.window.rootViewController as! NavigationController
  }

  /// The sign-in screen's root view.
  var authView: AuthView { navigation.viewControllers[0].view as! AuthView }

  /// Lets a submission in flight finish, then the animations that follow it.
  func finishSubmission() async {
    await authView.formBehavior.currentSubmission?.value
    await host.advance(by: .milliseconds(300))
  }

  /// Yields until the transport has seen `count` requests; fails rather than spin for ever.
  func waitForRequests(_ count: Int = 1) async throws {
    for _ in 0..<100_000 where transport.requests.count < count { await Task.yield() }
    try #require(transport.requests.count >= count, "no request arrived")
  }

  /// The row showing `text`.
  func row(of text: String) -> Int? {
    host.lines.firstIndex { $0.contains(text) }
  }

  /// The column where `text` starts on `row`, in cells.
  func column(of text: String, inRow row: Int) -> Int? {
    let line = host.lines[row]
    guard let range = line.range(of: text) else { return nil }
    return TextWidth.columns(of: line[..<range.lowerBound])
  }

  /// The first and last columns of the field on `row`: the run of cells whose background is
  /// not the screen's.
  func fieldColumns(inRow row: Int) -> ClosedRange<Int>? {
    let screen = host.terminal.screen
    let columns = (0..<screen.size.width).filter { screen[$0, row].background != theme.background }
    guard let first = columns.first, let last = columns.last else { return nil }
    return first...last
  }

  /// The background of the field on `row`, read from its last cell (no text there).
  func fieldBackground(inRow row: Int) -> Color? {
    fieldColumns(inRow: row).map { host.terminal.screen[$0.upperBound, row].background }
  }

  /// The column of the invalid dot on `row`, if one shows.
  func dotColumn(inRow row: Int) -> Int? {
    column(of: "●", inRow: row)
  }
}
