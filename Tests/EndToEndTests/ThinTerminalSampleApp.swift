import Foundation
import Testing
import ThinKit
import ThinTerminal

/// `ThinTerminalSample` started in tmux, and the moves every test makes in it: open a screen
/// from the menu, go back, quit.
enum SampleApp {
  static let menuTitle = "ThinTerminal sample"
  /// The menu's rows, top to bottom: each is also its screen's title in the navigation bar.
  static let screens = ["Form", "List", "Controls", "Alert", "Input inspector"]

  /// Starts the sample and waits for its menu; Swift's crash reporter is told not to wait for
  /// a person.
  static func start(
    size: Size = Size(width: 80, height: 24), environment: [String: String] = [:],
    arguments: [String] = []
  ) async throws -> TmuxSession {
    let session = try TmuxSession(
      executable: BuiltProducts.executable(named: "ThinTerminalSample"), arguments: arguments,
      size: size, environment: ["SWIFT_BACKTRACE": "interactive=no"].merging(environment) { $1 })
    try await session.waitForSampleMenu()
    return session
  }
}

extension TmuxSession {
  /// Waits until the menu is on top: its title in the bar, no back button.
  @discardableResult
  func waitForSampleMenu() async throws -> [String] {
    try await waitUntil("the sample's menu") { rows in
      rows[0].contains(SampleApp.menuTitle) && !rows[0].contains("‹ Back")
        && rows.contains { $0.contains("Input inspector") }
    }
  }

  /// From the menu, opens the screen titled `title` (Home, Down to its row, Enter) and waits
  /// until its title and the back button are in the bar.
  @discardableResult
  func openSampleScreen(_ title: String) async throws -> [String] {
    let index = try #require(SampleApp.screens.firstIndex(of: title))
    try sendKeys("Home")
    for _ in 0..<index { try sendKeys("Down") }
    try sendKeys("Enter")
    return try await waitUntil("the \(title) screen") { rows in
      rows[0].contains("‹ Back") && rows[0].contains(title)
    }
  }

  /// Goes back to the menu with Esc.
  func goBackToSampleMenu() async throws {
    try sendKeys("Escape")
    try await waitForSampleMenu()
  }

  /// Quits with `q` and expects a clean exit with the terminal given back.
  func quitSample() async throws {
    try sendKeys("q")
    let exit = try await waitForExit()
    #expect(exit.status == 0)
    try expectRestored(exit)
  }
}
