import ArgumentParser
import ThinKit
import ThinTerminal

/// ThinTerminal without ThinDI: a small app that shows the terminal host's view system as an
/// iOS developer knows it, built by hand as a UIKit app without a container would be (one
/// factory makes every screen). A navigation stack whose menu opens a form, a long list,
/// controls, an alert and an input inspector. Esc goes back; `q` (when no field has focus) or
/// Ctrl-C quits. The demo apps (`swift run demo`) show the same host with scenes built by the
/// container.
@main
struct ThinTerminalSample: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "ThinTerminalSample",
    abstract:
      "ThinTerminal's views and controllers, one screen each (ThinTerminal without ThinDI).",
    discussion: """
      Choose a screen with the arrows and Enter, go back with Esc, quit with q (or Ctrl-C). \
      Needs an interactive terminal.
      """
  )

  @Flag(
    help: ArgumentHelp(
      "Make ! crash the program, to check that a crash restores the terminal.",
      visibility: .hidden))
  var crashTest = false

  @MainActor
  func run() async throws {
    let crashTest = crashTest
    await ANSITerminal.runProgram(named: "ThinTerminalSample") { terminal in
      let theme = SampleTheme.standard
      let activity = TerminalActivity(size: terminal.size, colorMode: terminal.colorMode)
      let menu = MenuViewController(factory: ScreenFactory(theme: theme, activity: activity))
      menu.crashesOnExclamationMark = crashTest
      let navigation = NavigationController(rootViewController: menu)
      navigation.quitKey = KeyPress(.character("q"))
      navigation.isKeyHintsHidden = false
      let application = Application(
        rootViewController: navigation, minimumSize: Size(width: 50, height: 16))
      application.window.theme = theme.controls
      await application.run(on: RecordingTerminal(terminal, recordingInto: activity))
      return .success
    }
  }
}
