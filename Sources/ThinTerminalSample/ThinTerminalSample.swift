import ArgumentParser
import ThinKit
import ThinTerminal

/// A small app that shows ThinTerminal's view system as an iOS developer knows it: a
/// navigation stack whose menu opens a form, a long list, controls, an alert and an input
/// inspector. Esc goes back; `q` (when no field has focus) or Ctrl-C quits.
@main
struct ThinTerminalSample: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "ThinTerminalSample",
    abstract: "ThinTerminal's views and controllers, one screen each.",
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
    let clock = AnimationClock(ContinuousClock())
    let terminal = ANSITerminal.openOrExit(programName: "ThinTerminalSample", clock: clock)
    let theme = SampleTheme.standard
    let activity = TerminalActivity(size: terminal.size, colorMode: terminal.colorMode)
    let menu = MenuViewController(factory: ScreenFactory(theme: theme, activity: activity))
    let navigation = SampleNavigationController(rootViewController: menu)
    navigation.crashesOnExclamationMark = crashTest
    let application = Application(
      rootViewController: navigation, minimumSize: Size(width: 50, height: 16))
    application.window.theme = theme.controls
    await application.run(on: RecordingTerminal(terminal, recordingInto: activity), clock: clock)
    terminal.restore()
  }
}
