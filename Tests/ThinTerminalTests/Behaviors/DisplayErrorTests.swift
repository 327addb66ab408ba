import Testing
import ThinKit
import ThinTerminalTesting

@testable import ThinTerminal

/// ThinKit's `displayError` on a ThinTerminal view controller: an alert on screen, closed
/// from the keyboard.
@Suite @MainActor struct DisplayErrorTests {
  struct WrongCredentials: UserPresentableError {
    var userReadableMessage: String { "Incorrect email or password." }
  }

  struct InternalFailure: Error {}

  /// Counts closes, and whether the alert was already gone at each; names chosen actions.
  @MainActor
  final class CloseLog {
    var closesAfterDismissal = 0
    var closesWhileShown = 0
    var chosen: [String] = []
  }

  private func makeHost() -> (TestHost, ViewController) {
    let screen = ViewController()
    let host = TestHost(screen, size: Size(width: 48, height: 12))
    host.app.preferredFramesPerSecond = 8
    return (host, screen)
  }

  @Test func anErrorShowsErrorItsMessageAndCloseThenCloseRunsTheHandler() async {
    let (host, screen) = makeHost()
    let log = CloseLog()
    screen.displayError(WrongCredentials()) {
      if screen.presentedViewController == nil {
        log.closesAfterDismissal += 1
      } else {
        log.closesWhileShown += 1
      }
    }
    // The sheet slides in over the implicit animation duration.
    await host.advance(by: .milliseconds(250))
    #expect(host.text.contains("Error"))
    #expect(host.text.contains("Incorrect email or password."))
    #expect(host.text.contains("▸ Close ◂"))
    #expect((screen.presentedViewController as? AlertController)?.actions.map(\.title) == ["Close"])
    // Close has focus: Enter chooses it on the key, the alert gone before the handler runs.
    host.key(.enter)
    #expect(log.closesAfterDismissal == 1)
    #expect(log.closesWhileShown == 0)
    #expect(!host.text.contains("Close"))
    #expect(!host.text.contains("Error"))
  }

  @Test func anErrorWithNothingToSayShowsTheFallbackMessage() async {
    let (host, screen) = makeHost()
    screen.displayError(InternalFailure())
    await host.advance(by: .milliseconds(250))
    #expect(host.text.contains("Something went wrong."))
    #expect(!host.text.contains("InternalFailure"))
    host.key(.escape)
    #expect(screen.presentedViewController == nil)
  }

  @Test func alertActionsKeepTheirOrderStyleAndHandler() async throws {
    let log = CloseLog()
    let (host, screen) = makeHost()
    screen.presentAlert(
      title: "Delete?", message: "It cannot be undone.",
      actions: [
        AlertActionSpec(title: "Delete", style: .destructive) { log.chosen.append("delete") },
        AlertActionSpec(title: "Cancel", style: .cancel),
      ])
    let alert = screen.presentedViewController as? AlertController
    #expect(alert?.actions.map(\.title) == ["Delete", "Cancel"])
    #expect(alert?.actions.map(\.style) == [.destructive, .cancel])
    await host.advance(by: .milliseconds(250))
    // Cancel shows first; the destructive action has focus and the theme's destructive color.
    let row = try #require(host.lines.firstIndex { $0.contains("Cancel    ▸ Delete ◂") })
    let line = host.lines[row]
    let column = line.distance(from: line.startIndex, to: try #require(line.firstIndex(of: "D")))
    #expect(host.terminal.screen[column, row].foreground == Theme.standard.destructive)
    host.key(.enter)
    host.key(.tab)
    #expect(log.chosen == ["delete"])
    #expect(screen.presentedViewController == nil)
  }
}
