import ThinTerminal

/// A full-screen program that shows what `ANSITerminal` decodes: run it, press keys, paste,
/// click, resize; `q` or Ctrl-C quits.
///
/// `--crash-test` makes `!` stop the program with `fatalError`, so the end-to-end tests can check
/// that a crash, too, gives the terminal back as it was.
@main
enum ThinTerminalSample {
  @MainActor
  static func main() async {
    let crashKeyEnabled = CommandLine.arguments.dropFirst().contains("--crash-test")
    let terminal = ANSITerminal.openOrExit(programName: "ThinTerminalSample")
    var inspector = InputInspector(colorMode: terminal.colorMode)
    var (frame, cursor) = inspector.frame(size: terminal.size)
    terminal.present(frame, cursor: cursor)
    for await event in terminal.events {
      if crashKeyEnabled, event == .input(.key(.character("!"))) {
        fatalError("crash test requested with --crash-test")
      }
      guard inspector.handle(event) == .redraw else { break }
      (frame, cursor) = inspector.frame(size: terminal.size)
      terminal.present(frame, cursor: cursor)
    }
    terminal.restore()
  }
}
