import CustomDump
import Foundation
import Testing
import ThinTerminal

extension SceneTest {
  /// How long ``receive(_:timeout:fileID:filePath:line:column:)`` waits for an expected output
  /// while nothing is in flight: 2 seconds, or the seconds `THINKIT_RECEIVE_TIMEOUT` gives (a
  /// slow CI machine). While the screen's tracked work runs, `receive` waits for it instead,
  /// however long it takes, up to ``TestHost/stallLimit``: a starved machine is slow, not wrong.
  nonisolated public static var defaultTimeout: Duration { ReceiveTimeout.standard }

  /// Asserts that the next outputs are `expected`, in order.
  ///
  /// An output already waiting is checked at once: exhaustive, a different one fails the test
  /// at once with the difference, and one that came before an expected one fails listing it
  /// (each is then taken off the queue with it, so one mistake fails once). Not exhaustive, the
  /// others are skipped. An expected output that has not come is waited for (real time; the
  /// test clock does not move) while the screen's work is in flight, and for `timeout` more
  /// once it is at rest; then the test fails, and the rest of `expected` is not checked.
  public func receive(
    _ expected: SceneOutput..., timeout: Duration = defaultTimeout,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) async {
    await receive(
      expected, timeout: timeout, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Asserts that the next outputs are `expected`, in order, as
  /// the variadic `receive(_:timeout:)`.
  public func receive(
    _ expected: [SceneOutput], timeout: Duration = defaultTimeout,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) async {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    defer { host.perform {} }
    for (position, output) in expected.enumerated() {
      guard await receiveOne(output, timeout: timeout, at: location) else {
        let unchecked = expected.dropFirst(position + 1)
        if !unchecked.isEmpty {
          Issue.record(
            Comment(rawValue: SceneOutput.report("Not checked after that", Array(unchecked))),
            sourceLocation: location)
        }
        return
      }
    }
  }

  /// Checks the next output against `output`, waiting for it if needed; false when the test
  /// failed on it and nothing was taken off the queue.
  private func receiveOne(
    _ output: SceneOutput, timeout: Duration, at location: SourceLocation
  ) async -> Bool {
    while true {
      let pending = outputs.pendingEntries
      if let index = pending.firstIndex(where: { $0.output == output }) {
        if exhaustivity == .on, index > 0 {
          Issue.record(
            Comment(
              rawValue: SceneOutput.report(
                "Expected \(SceneOutput.dumped(output)), but first came \(index) output(s) not asserted",
                Array(pending[..<index]))),
            sourceLocation: location)
        }
        outputs.remove(first: index + 1)
        return true
      }
      // Exhaustive, another output waiting first is a failure now: waiting cannot mend it.
      if exhaustivity == .on, !pending.isEmpty {
        Issue.record(
          Comment(rawValue: SceneOutput.cameInstead(output, pending: pending)),
          sourceLocation: location)
        return false
      }
      guard await outputs.waitForOutput(after: pending.count, tracker: tracker, timeout: timeout)
      else { break }
    }
    Issue.record(
      Comment(
        rawValue: SceneOutput.neverCame(output, after: timeout, pending: outputs.pendingEntries)),
      sourceLocation: location)
    return false
  }

  /// Asserts that no output is waiting once the screen's work is done: what a step that must do
  /// nothing checks.
  public func receiveNothing(
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) async {
    await host.waitUntilIdle(fileID: fileID, filePath: filePath, line: line, column: column)
    let left = outputs.removeAll()
    guard !left.isEmpty else { return }
    Issue.record(
      Comment(rawValue: SceneOutput.report("Expected no output, but came", left)),
      sourceLocation: SourceLocation(
        fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Suspends until the work the last steps started is done or waits for the test clock (or
  /// another tracked source: an alert's answer, a held request), then draws: for a test that
  /// reads the screen after work it cannot name as an output.
  public func waitUntilIdle(
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) async {
    await host.waitUntilIdle(fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

/// The default of `receive`'s timeout.
enum ReceiveTimeout {
  /// 2 s, unless the environment's `THINKIT_RECEIVE_TIMEOUT` gives other seconds.
  static let standard: Duration = {
    let text = ProcessInfo.processInfo.environment["THINKIT_RECEIVE_TIMEOUT"] ?? ""
    guard let seconds = Double(text), seconds > 0, seconds.isFinite else { return .seconds(2) }
    return .milliseconds(Int64((seconds * 1000).rounded()))
  }()
}

extension SceneOutput {
  static func dumped(_ output: SceneOutput) -> String {
    output.description
  }

  /// An expected output that had not come `timeout` after the screen's work came to rest.
  static func neverCame(
    _ output: SceneOutput, after timeout: Duration, pending: [SceneOutputChannel.Entry]
  ) -> String {
    var message =
      "Expected output never came: \(dumped(output)) (nothing in flight, waited \(timeout))"
    if pending.isEmpty { return message + "\n(no output is waiting)" }
    if let first = pending.first?.output, let diff = diff(output, first) {
      message += "\nThe next output differs:\n" + diff
    }
    return message + "\n" + report("Waiting, not asserted", pending)
  }

  /// An expected output that has not come while others wait, in an exhaustive test.
  static func cameInstead(_ output: SceneOutput, pending: [SceneOutputChannel.Entry]) -> String {
    var message = "Expected \(dumped(output)), but another output came first"
    if let first = pending.first?.output, let diff = diff(output, first) {
      message += "; the next output differs:\n" + diff
    }
    return message + "\n" + report("Waiting, not asserted", pending)
  }
}
