import Testing

@testable import ThinTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Giving the terminal back, on a real pseudo-terminal: what the program did not read (the rest
/// of a paste the terminal did not bracket, when a `q` or a Ctrl-C in it quit) must not reach
/// the shell, where `rm -rf ~⏎` would run. Quitting, a failed open and `exit()` restore through
/// `TerminalRestoration.restore()` and its `atexit` handler; the signal handlers share the
/// same `restoreTerminal()`, and the SIGTSTP handler `giveTerminalBack()`.
@Suite struct TerminalRestorationTests {
  @MainActor @Test func restoringDiscardsTheInputNotReadYet() throws {
    let terminal = try armedWithALineUnread()
    defer { terminal.closeBoth() }
    TerminalRestoration.restore()

    #expect(!terminal.isReadableNow, "the unread line would reach the shell")
    #expect(!TerminalRestoration.isArmed)
  }

  /// Stopped by Ctrl-Z (or `kill -TSTP`), the program gives the terminal to the shell, which
  /// reads it until `fg`: the rest of a paste with a Ctrl-Z in it would run there.
  @MainActor @Test func stoppingDiscardsTheInputNotReadYetAndStaysArmedForFg() throws {
    let terminal = try armedWithALineUnread()
    defer { terminal.closeBoth() }
    defer { TerminalRestoration.restore() }
    TerminalRestoration.giveTerminalBack()

    #expect(!terminal.isReadableNow, "the unread line would reach the shell")
    #expect(TerminalRestoration.isArmed, "fg takes the terminal again")
  }

  /// A pseudo-terminal holding a typed line nobody read, armed for restoring.
  @MainActor private func armedWithALineUnread() throws -> PseudoTerminal {
    let terminal = try PseudoTerminal()
    // A whole line: the cooked settings put back make it readable as one.
    terminal.typeIntoPrimary("rm -rf ~\n")
    try #require(terminal.waitUntilReadable(), "the typed line never arrived")
    TerminalRestoration.arm(
      input: terminal.secondary, output: terminal.secondary,
      original: try TerminalAttributes.read(fileDescriptor: terminal.secondary),
      leaveSequence: [], enterSequence: [])
    return terminal
  }
}

/// A pseudo-terminal pair: bytes written to `primary` arrive as typed on `secondary`.
private struct PseudoTerminal {
  let primary: Int32
  let secondary: Int32

  init() throws {
    primary = try Self.libc("posix_openpt", as: OpenPrimary.self)(O_RDWR | O_NOCTTY)
    try #require(primary >= 0)
    try #require(try Self.libc("grantpt", as: Prepare.self)(primary) == 0)
    try #require(try Self.libc("unlockpt", as: Prepare.self)(primary) == 0)
    var name = [CChar](repeating: 0, count: 128)
    try #require(try Self.libc("ptsname_r", as: Name.self)(primary, &name, name.count) == 0)
    let path = String(
      decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    secondary = open(path, O_RDWR | O_NOCTTY)
    try #require(secondary >= 0)
  }

  private typealias OpenPrimary = @convention(c) (Int32) -> Int32
  private typealias Prepare = @convention(c) (Int32) -> Int32
  private typealias Name = @convention(c) (Int32, UnsafeMutablePointer<CChar>?, Int) -> Int32

  /// A libc function the Swift module does not import (they need `_XOPEN_SOURCE`), by name.
  private static func libc<Function>(_ name: String, as type: Function.Type) throws -> Function {
    let symbol = try #require(dlsym(UnsafeMutableRawPointer(bitPattern: 0), name), "no \(name)")
    return unsafeBitCast(symbol, to: type)
  }

  func typeIntoPrimary(_ text: String) {
    TerminalOutput.writeAll(Array(text.utf8), to: primary)
  }

  /// Waits, without a time limit, until `secondary` has input (the kernel passes typed bytes
  /// on asynchronously); false if polling failed.
  func waitUntilReadable() -> Bool { hasInput(waiting: -1) }

  /// Whether `secondary` has input now.
  var isReadableNow: Bool { hasInput(waiting: 0) }

  private func hasInput(waiting timeout: Int32) -> Bool {
    var request = pollfd(fd: secondary, events: Int16(POLLIN), revents: 0)
    while true {
      let result = poll(&request, 1, timeout)
      if result < 0, errno == EINTR { continue }
      return result > 0 && request.revents & Int16(POLLIN) != 0
    }
  }

  func closeBoth() {
    close(secondary)
    close(primary)
  }
}
