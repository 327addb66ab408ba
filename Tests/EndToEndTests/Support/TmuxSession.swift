import Foundation
import ThinTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A full-screen program running in a detached tmux session of its own: tests type into it, read
/// its screen, resize and signal it, and check that it gave the terminal back as it found it.
///
/// The program runs under a small shell wrapper inside the pane, which records the pane's tty
/// settings (`stty -g`) before the program starts and after it ends, and the exit status, then
/// waits, so the pane (its screen and modes) can still be read after the program ended. Waiting
/// is for an event — the pane showing a line, the program's end — checked each time the pane
/// writes output or the wrapper records the end (see `TmuxSession+Waiting.swift`), and fails
/// only after ``patience``, a limit no passing run comes near: never a fixed budget that a
/// starved machine spends, and no polling.
final class TmuxSession {
  /// How the program ended.
  struct Exit: Equatable {
    /// The exit status as the shell reports it: 128 + the signal's number after a signal.
    var status: Int32
    var settingsBefore: String
    var settingsAfter: String

    /// Whether the tty settings after the program are exactly those before it.
    var restoredSettings: Bool { settingsBefore == settingsAfter }
  }

  /// A wait that ran out, with the screen at the end for the failure message.
  struct Timeout: Error, CustomStringConvertible {
    let description: String
  }

  /// How long a wait may last before the test fails: a stuck program's limit, far above what
  /// the slowest machine needs (a wait ends as soon as its event comes).
  static let patience = Duration.seconds(120)

  private(set) var size: Size

  /// The program's `XDG_DATA_HOME`: where it keeps its data (a database, a last email).
  var dataHome: URL { directory.appendingPathComponent("data") }

  /// Every file and folder the program made in its data home, relative to it.
  func dataFiles() -> [String] {
    (FileManager.default.enumerator(atPath: dataHome.path)?.allObjects as? [String] ?? []).sorted()
  }
  /// The server's socket, inside `directory`, so removing the directory leaves nothing behind.
  private let socket: URL
  let directory: URL
  /// Readable each time the pane writes output, and when the wrapper recorded the program's end:
  /// what a wait checks its event on.
  let changes: ReadinessSignal
  /// The read end of a FIFO the program holds open for writing (its descriptor 3) while it
  /// runs: at its end, wherever it came from, the FIFO reads as closed.
  let programLife: Int32
  private let config: URL
  private var isClosed = false

  /// Starts `executable` in a detached session of `size`.
  ///
  /// The environment starts from tmux's own (`Subprocess.environment`, which sends a coverage
  /// run's profiles apart) with `NO_COLOR` and `COLORTERM` removed, `TERM=xterm-256color`,
  /// `LC_ALL=C.UTF-8` (Unicode glyphs whatever the machine's locale), and `XDG_DATA_HOME` in the
  /// session's own directory, so a program under test never writes the user's data (a database,
  /// a last email); `environment` adds to or overrides it.
  init(
    executable: URL, arguments: [String] = [], size: Size, environment: [String: String] = [:]
  ) throws {
    self.size = size
    // Short: a socket's path must fit in 104 bytes.
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("thinkit-e2e-\(UUID().uuidString.prefix(8))")
    socket = directory.appendingPathComponent("tmux")
    config = directory.appendingPathComponent("tmux.conf")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try Self.configuration.write(to: config, atomically: true, encoding: .utf8)
    let changesPath = directory.appendingPathComponent("changes").path
    let lifePath = directory.appendingPathComponent("life").path
    guard mkfifo(changesPath, 0o600) == 0, mkfifo(lifePath, 0o600) == 0 else {
      throw Tmux.Failure(description: "mkfifo in \(directory.path) failed with errno \(errno)")
    }
    // Read and write: the FIFO never reads as closed, and the wrapper's writes never block.
    // The life FIFO is opened before the program, so that its opening for writing does not block.
    let changesDescriptor = open(changesPath, O_RDWR | O_NONBLOCK | O_CLOEXEC)
    programLife = open(lifePath, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard changesDescriptor >= 0, programLife >= 0 else {
      throw Tmux.Failure(description: "opening the FIFOs in \(directory.path) failed: \(errno)")
    }
    changes = ReadinessSignal(descriptor: changesDescriptor)
    let wrapper = directory.appendingPathComponent("run.sh")
    try Self.wrapperScript.write(to: wrapper, atomically: true, encoding: .utf8)
    let dataHome = dataHome.path
    let variables = [
      "TERM": "xterm-256color", "LC_ALL": "C.UTF-8", "XDG_DATA_HOME": dataHome,
    ]
    .merging(environment) { $1 }
    .map { "\($0.key)=\($0.value)" }.sorted()
    try tmux(
      ["new-session", "-d", "-s", "main", "-x", "\(size.width)", "-y", "\(size.height)"]
        + ["env", "-u", "NO_COLOR", "-u", "COLORTERM"] + variables
        + ["sh", wrapper.path, directory.path, executable.path] + arguments)
    try tmux(["pipe-pane", "-O", "-t", "main", "cat >> '\(changesPath)'"])
  }

  deinit {
    close()
  }

  /// Sends keys by tmux name: "Up", "BTab", "C-c", "Enter", "F5", "q"…
  func sendKeys(_ keys: String...) throws {
    try tmux(["send-keys", "-t", "main"] + keys)
  }

  /// Types `text` literally, character by character.
  func type(_ text: String) throws {
    try tmux(["send-keys", "-t", "main", "-l", text])
  }

  /// Sends raw bytes to the program, as a terminal would (mouse reports, odd sequences).
  func sendBytes(_ bytes: [UInt8]) throws {
    try tmux(["send-keys", "-t", "main", "-H"] + bytes.map { String($0, radix: 16) })
  }

  /// Pastes `text` through a tmux buffer; bracketed when the program turned bracketed paste on.
  /// tmux sends line breaks as carriage returns, as terminals do.
  func paste(_ text: String) throws {
    let file = directory.appendingPathComponent("paste-\(UUID().uuidString)")
    try text.write(to: file, atomically: true, encoding: .utf8)
    try tmux(["load-buffer", "-b", "paste", file.path])
    try tmux(["paste-buffer", "-p", "-d", "-b", "paste", "-t", "main"])
  }

  /// Resizes the window, which sends the program SIGWINCH.
  func resize(to size: Size) throws {
    try tmux(["resize-window", "-t", "main", "-x", "\(size.width)", "-y", "\(size.height)"])
    self.size = size
  }

  /// The text of each row of the pane.
  func capture() throws -> [String] {
    try tmux(["capture-pane", "-p", "-t", "main"])
      .split(separator: "\n", omittingEmptySubsequences: false).prefix(size.height).map(String.init)
  }

  /// The pane's text with the rows a long line wrapped onto joined again (`capture-pane -J`):
  /// what a program printed, wherever the pane's width cut it.
  func capturedText() throws -> String {
    try tmux(["capture-pane", "-p", "-J", "-t", "main"])
  }

  /// The pane with colors and styles; `columns` as for `StyledPane`.
  func captureStyled(
    columns: @escaping @Sendable (Character) -> Int = { TextWidth.columns(of: $0) }
  ) throws -> StyledPane {
    try StyledPane(
      capture: tmux(["capture-pane", "-p", "-e", "-t", "main"]), size: size, columns: columns)
  }

  /// A tmux format variable of the pane: `alternate_on`, `cursor_flag`, `mouse_any_flag`…
  func pane(_ variable: String) throws -> String {
    try tmux(["display-message", "-p", "-t", "main", "#{\(variable)}"])
      .trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Closes the terminal as closing its window does: the kernel hangs it up, which ends the
  /// program's input and sends it SIGHUP (from the kernel, not from a process's `kill`). The
  /// wrapper shell is hung up too, so no exit status is recorded.
  func hangUp() throws {
    try tmux(["kill-session", "-t", "main"])
  }

  /// Stops the tmux server (and with it the program) and removes the session's files.
  func close() {
    guard !isClosed else { return }
    isClosed = true
    _ = try? tmux(["kill-server"])
    closeDescriptor(programLife)
    try? FileManager.default.removeItem(at: directory)
  }

  @discardableResult
  private func tmux(_ arguments: [String]) throws -> String {
    try Tmux.run(socket: socket, config: config, arguments)
  }

  /// No status line: the pane gets every row.
  private static let configuration = """
    set -g status off
    set -g history-limit 200

    """

  /// `run.sh DIR PROGRAM ARGS…`: records the tty settings around the program and its exit status
  /// (the status file appears last, so once it exists the others are complete), says so on the
  /// changes FIFO, then keeps the pane open as a live shell would; a dead pane would show tmux's
  /// own notice and modes. The program holds the life FIFO open while it runs.
  private static let wrapperScript = """
    dir=$1
    shift
    stty -g > "$dir/stty-before"
    "$@" 3> "$dir/life"
    echo $? > "$dir/status.partial"
    stty -g > "$dir/stty-after"
    mv "$dir/status.partial" "$dir/status"
    echo > "$dir/changes"
    exec sleep 3600

    """
}

/// `close(2)`, named apart from ``TmuxSession/close()``.
private func closeDescriptor(_ descriptor: Int32) {
  _ = close(descriptor)
}
