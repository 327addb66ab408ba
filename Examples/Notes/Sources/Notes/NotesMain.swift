import ThinTerminal

/// Starts the app: the shell (clock, update cycle, the notes' theme), the notes, the list first.
@main
@MainActor
enum NotesMain {
  static let runner = AppRunner(
    programName: "notes", installers: [AppShellInstaller(theme: .notes), NotesInstaller()],
    firstScreen: NotesApp.self)

  static func main() async {
    await runner.run()
  }
}
