import Foundation
import Testing
import ThinTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the program did not read never reaches what runs after it in the terminal: a shell,
/// where the rest of a paste would run as a command. Keys wait unread in the tty when a signal
/// ends the program before it read them; `TerminalRestorationTests` covers the other ways out.
@Suite struct UnreadInputTests {
  @Test(.needsTmux) func keysLeftUnreadWhenASignalEndsTheProgramAreDiscarded() async throws {
    let left = FileManager.default.temporaryDirectory
      .appendingPathComponent("thinkit-left-\(UUID().uuidString.prefix(8))")
    defer { try? FileManager.default.removeItem(at: left) }
    // After the program, the next reader takes what the tty holds, without waiting for more.
    let session = try TmuxSession(
      executable: URL(fileURLWithPath: "/bin/sh"),
      arguments: [
        "-c", #""$0" counter; stty raw min 0 time 0; cat > "$1""#,
        BuiltProducts.executable(named: "demo").path, left.path,
      ],
      size: Size(width: 80, height: 24))
    defer { session.close() }
    try await session.waitForText("Even")

    // Stopped, the program reads nothing: a key typed now waits in the tty.
    try session.signalShellJob(SIGSTOP)
    let tty = open(try session.pane("pane_tty"), O_RDONLY | O_NOCTTY | O_NONBLOCK)
    try #require(tty >= 0)
    defer { close(tty) }
    try session.type("x")
    try #require(waitUntilReadable(tty), "the key never reached the tty")
    // The first signal asks the program to end; the second ends it at once, giving the
    // terminal back on its way out. Both arrive as it goes on, racing its read of the key:
    // whichever wins, nothing may be left (without the discard, the key was left in 1 run of 3).
    try session.signalShellJob(SIGTERM)
    try session.signalShellJob(SIGHUP)
    try session.signalShellJob(SIGCONT)

    _ = try await session.waitForExit()
    #expect(try String(contentsOf: left, encoding: .utf8) == "", "the key reached the next reader")
  }

  /// Waits for input on `tty`, at most ``TmuxSession/patience``; false if none came.
  private func waitUntilReadable(_ tty: Int32) -> Bool {
    var request = pollfd(fd: tty, events: Int16(POLLIN), revents: 0)
    let limit = Int32(TmuxSession.patience.components.seconds * 1000)
    while true {
      let result = poll(&request, 1, limit)
      if result < 0, errno == EINTR { continue }
      return result > 0 && request.revents & Int16(POLLIN) != 0
    }
  }
}
