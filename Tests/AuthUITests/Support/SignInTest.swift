import Auth
import ThinKit
import ThinTerminal
import ThinTerminalTesting

@testable import AuthUI

extension SceneTest where S == SignInScene {
  /// The sign-in screen in a navigation stack, built as `auth(_:…)` builds any of the app's
  /// scenes.
  static func signIn(
    answers: [String: HTTPAnswer] = SignInStub.answers, lastEmail: String? = nil,
    terminal: ScreenConfiguration = ScreenConfiguration(), exhaustivity: Exhaustivity = .on
  ) async throws -> SceneTest<SignInScene> {
    try await auth(
      SignInScene.self, argument: (), answers: answers, lastEmail: lastEmail, terminal: terminal,
      exhaustivity: exhaustivity)
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
