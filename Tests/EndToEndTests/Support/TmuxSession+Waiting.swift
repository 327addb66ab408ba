import Foundation

/// Waiting for an event of the pane: each wait checks its event, then sleeps until the pane
/// writes output (tmux pipes it into the session's changes FIFO) or the program's end is
/// recorded, and checks again; it fails after ``TmuxSession/patience`` with what it saw last.
extension TmuxSession {
  /// Waits until `predicate` holds for the pane's rows, and returns them.
  @discardableResult
  func waitUntil(
    _ description: String, timeout: Duration = patience, _ predicate: ([String]) -> Bool
  ) async throws -> [String] {
    try await watch(
      description, timeout: timeout, read: capture, until: predicate,
      describe: { $0.joined(separator: "\n") })
  }

  /// Waits until `text` shows somewhere in the pane.
  @discardableResult
  func waitForText(_ text: String, timeout: Duration = patience) async throws -> [String] {
    try await waitUntil("\"\(text)\"", timeout: timeout) { $0.contains { $0.contains(text) } }
  }

  /// Reads `read` until `isDone` holds for what it read, and returns that: read at once, then
  /// again after each change of the pane, until `timeout` fails the test with what was read
  /// last. For what the pane's output tells (its rows, its modes, a job stopped in its shell).
  func watch<Value>(
    _ description: String, timeout: Duration = patience, read: () throws -> Value,
    until isDone: (Value) throws -> Bool, describe: (Value) -> String = { "\($0)" }
  ) async throws -> Value {
    let deadline = ContinuousClock.now + timeout
    while true {
      let value = try read()
      if try isDone(value) { return value }
      guard await changes.wait(until: deadline) != nil else {
        let last = try read()
        if try isDone(last) { return last }
        throw Timeout(
          description: "timed out waiting for \(description); it shows:\n" + describe(last))
      }
    }
  }

  /// Waits until `text`, which the program shows for only `shownFor` of real time, shows in the
  /// pane. A test starved that long reads the pane only after the text went: a read made
  /// `shownFor` or more after a change it had not read, finding `hasGone` true, may have missed
  /// it and ends the wait too. A read soon after each change never does, so a program that
  /// never shows the text fails here, whenever the test is not starved.
  func waitForFleetingText(
    _ text: String, shownFor: Duration, timeout: Duration = patience,
    orGone hasGone: ([String]) -> Bool
  ) async throws {
    let deadline = ContinuousClock.now + timeout
    var unread = ContinuousClock.now
    while true {
      let lines = try capture()
      if lines.contains(where: { $0.contains(text) }) { return }
      if hasGone(lines), unread.duration(to: .now) >= shownFor { return }
      guard let change = await changes.wait(until: deadline) else {
        throw Timeout(
          description: "timed out waiting for \"\(text)\"; it shows:\n"
            + lines.joined(separator: "\n"))
      }
      unread = change
    }
  }

  /// Waits until the program has ended, and returns how.
  func waitForExit(timeout: Duration = patience) async throws -> Exit {
    let status = directory.appendingPathComponent("status")
    _ = try await watch(
      "the program's end", timeout: timeout,
      read: { FileManager.default.fileExists(atPath: status.path) }, until: { $0 },
      describe: { [self] _ in ((try? capture()) ?? []).joined(separator: "\n") })
    func read(_ name: String) throws -> String {
      try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
        .trimmingCharacters(in: .whitespacesAndNewlines)
    }
    return Exit(
      status: Int32(try read("status")) ?? -1, settingsBefore: try read("stty-before"),
      settingsAfter: try read("stty-after"))
  }

  /// Closes the terminal as ``hangUp()`` does, and waits until the program has ended, however
  /// it ends: the wrapper is hung up too and records nothing, so this waits for the program to
  /// let go of the FIFO it held while it ran. For a program that has shown its screen.
  func hangUpAndWaitForTheProgramsEnd(timeout: Duration = patience) async throws {
    let life = ReadinessSignal(descriptor: dup(programLife), oneShot: true)
    try hangUp()
    guard await life.wait(until: .now + timeout) != nil else {
      throw Timeout(description: "timed out waiting for the program's end after the hang-up")
    }
  }
}
