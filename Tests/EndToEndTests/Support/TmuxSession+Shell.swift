import Foundation
import ThinTerminal

extension TmuxSession {
  /// An interactive shell (bash, prompt `shell> `) in tmux, at its prompt, and the demo to run
  /// in it: for job control (Ctrl-Z, `fg`, `bg`) and for what the shell shows after the demo.
  static func interactiveShell(
    size: Size = Size(width: 80, height: 24)
  ) async throws -> (TmuxSession, URL) {
    let session = try TmuxSession(
      executable: URL(fileURLWithPath: "/bin/bash"), arguments: ["--norc", "--noprofile", "-i"],
      size: size, environment: ["PS1": "shell> "])
    try await session.waitForText("shell>")
    return (session, try BuiltProducts.executable(named: "demo"))
  }

  /// Runs `demo` with `arguments` from the shell's prompt, and waits until it shows `text`.
  func runFromShell(_ demo: URL, _ arguments: String, showing text: String) async throws {
    try type("'\(demo.path)' \(arguments)")
    try sendKeys("Enter")
    try await waitForText(text)
  }
}
