import CustomDump
import Testing
import ThinTerminal

extension SceneTest {
  /// How long ``receive(_:timeout:fileID:filePath:line:column:)`` waits by default: long, since
  /// only an output that never comes costs it, and a whole suite running in parallel on two
  /// cores has held a startup step (opening a database) for over ten seconds.
  public static var defaultTimeout: Duration { .seconds(30) }

  /// Asserts that the next outputs are `expected`, in order, waiting up to `timeout` (real
  /// time; the test clock does not move) for tasks in flight to make them.
  ///
  /// Fails, listing what came instead, when an expected output never comes, or — exhaustive —
  /// when others came before it that the test did not assert (each is then taken off the
  /// queue with it, so one mistake fails once). Not exhaustive, the others are skipped.
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
    for output in expected {
      await wait(upTo: timeout) { $0.contains(output) }
      let pending = outputs.pending
      guard let index = pending.firstIndex(of: output) else {
        Issue.record(
          Comment(rawValue: SceneOutput.neverCame(output, pending: pending)),
          sourceLocation: location)
        continue
      }
      if exhaustivity == .on, index > 0 {
        Issue.record(
          Comment(
            rawValue: SceneOutput.report(
              "Expected \(SceneOutput.dumped(output)), but first came \(index) output(s) not asserted",
              Array(pending[..<index]))),
          sourceLocation: location)
      }
      outputs.remove(first: index + 1)
    }
  }

  /// Asserts that no output is waiting: what a step that must do nothing checks.
  public func receiveNothing(
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) async {
    await settle()
    let left = outputs.removeAll()
    guard !left.isEmpty else { return }
    Issue.record(
      Comment(rawValue: SceneOutput.report("Expected no output, but came", left)),
      sourceLocation: SourceLocation(
        fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Asserts the scene's model at `keyPath` is `expected`, shown as a diff when it is not, and
  /// tracks it: ``finish(fileID:filePath:line:column:)`` fails when it changed since.
  public func assertModel<M: Equatable>(
    _ keyPath: KeyPath<S, M>, equals expected: M,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) {
    let actual = scene[keyPath: keyPath]
    if actual != expected {
      Issue.record(
        Comment(
          rawValue: "\(keyPath) is not as expected:\n"
            + (SceneOutput.diff(expected, actual) ?? "\(actual)")),
        sourceLocation: SourceLocation(
          fileID: fileID, filePath: filePath, line: line, column: column))
    }
    track(keyPath, asserted: actual)
  }

  /// Asserts the scene's model at `keyPath` is the one last asserted changed by `update`, as
  /// TCA's `TestStore` asserts state. The first assertion of a model gives its whole value
  /// (``assertModel(_:equals:fileID:filePath:line:column:)``).
  public func assertModel<M: Equatable>(
    _ keyPath: KeyPath<S, M>,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column, _ update: (inout M) throws -> Void
  ) rethrows {
    guard var expected = lastAsserted(keyPath) else {
      Issue.record(
        "Assert \(keyPath)'s whole value first (assertModel(_:equals:)): there is nothing to change",
        sourceLocation: SourceLocation(
          fileID: fileID, filePath: filePath, line: line, column: column))
      return
    }
    try update(&expected)
    assertModel(
      keyPath, equals: expected, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Lets the tasks the last steps started run (on the main actor and off it) without moving
  /// the test clock, then draws.
  public func settle() async {
    for _ in 0..<10 {
      for _ in 0..<50 { await Task.yield() }
      try? await Task.sleep(for: .milliseconds(1))
    }
    host.app.displayIfNeeded()
  }

  /// Yields until `condition` holds for the pending outputs, or `timeout` of real time passed.
  func wait(upTo timeout: Duration, until condition: ([SceneOutput]) -> Bool) async {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    var turns = 0
    while !condition(outputs.pending), clock.now < deadline {
      turns += 1
      if turns.isMultiple(of: 100) {
        try? await Task.sleep(for: .milliseconds(1))
      } else {
        await Task.yield()
      }
    }
    host.app.displayIfNeeded()
  }
}

extension SceneOutput {
  static func dumped(_ output: SceneOutput) -> String {
    output.description
  }

  static func neverCame(_ output: SceneOutput, pending: [SceneOutput]) -> String {
    var message = "Expected output never came: \(dumped(output))"
    if pending.isEmpty { return message + "\n(no output is waiting)" }
    if let first = pending.first, let diff = diff(output, first) {
      message += "\nThe next output differs:\n" + diff
    }
    return message + "\n" + report("Waiting, not asserted", pending)
  }
}
