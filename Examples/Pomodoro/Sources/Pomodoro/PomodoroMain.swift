import ThinTerminal

/// Starts the app: the shell (clock, update cycle), the app's installer, the timer first.
@main
@MainActor
enum PomodoroMain {
  static let runner = AppRunner(
    programName: "pomodoro", installers: [AppShellInstaller(), PomodoroInstaller()],
    firstScreen: PomodoroApp.self)

  static func main() async {
    await runner.run()
  }
}
