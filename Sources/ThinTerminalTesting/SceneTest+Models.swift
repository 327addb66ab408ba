import Testing

extension SceneTest {
  /// Asserts the scene's model at `keyPath` is `expected`, shown as a diff when it is not, and
  /// tracks it: ``finish(fileID:filePath:line:column:)`` fails when it changed since. Failures
  /// name the key path as the test wrote it (`\.view.isSending`), or `name` when given.
  public func assertModel<M: Equatable>(
    _ keyPath: KeyPath<S, M>, equals expected: M, named name: String? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let name = name ?? WrittenKeyPath.name(of: keyPath, at: location)
    let actual = scene[keyPath: keyPath]
    if actual != expected {
      Issue.record(
        Comment(
          rawValue: "\(name) is not as expected:\n"
            + (SceneOutput.diff(expected, actual) ?? "\(actual)")),
        sourceLocation: location)
    }
    track(keyPath, named: name, asserted: actual)
  }

  /// Asserts the scene's model at `keyPath` is the one last asserted changed by `update`, as
  /// TCA's `TestStore` asserts state. The first assertion of a model gives its whole value
  /// (``assertModel(_:equals:named:fileID:filePath:line:column:)``).
  public func assertModel<M: Equatable>(
    _ keyPath: KeyPath<S, M>, named name: String? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column, _ update: (inout M) throws -> Void
  ) rethrows {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let name = name ?? WrittenKeyPath.name(of: keyPath, at: location)
    guard var expected = lastAsserted(keyPath) else {
      Issue.record(
        "Assert \(name)'s whole value first (assertModel(_:equals:)): there is nothing to change",
        sourceLocation: location)
      return
    }
    try update(&expected)
    assertModel(
      keyPath, equals: expected, named: name, fileID: fileID, filePath: filePath, line: line,
      column: column)
  }

  func track<M: Equatable>(_ keyPath: KeyPath<S, M>, named name: String, asserted value: M) {
    models[keyPath] = TrackedModel(
      lastAsserted: value,
      unassertedChange: { [weak self] last in
        guard let self, let last = last as? M else { return nil }
        let now = scene[keyPath: keyPath]
        guard now != last else { return nil }
        return "\(name) changed since it was last asserted:\n"
          + (SceneOutput.diff(last, now) ?? "\(now)")
      })
  }

  func lastAsserted<M>(_ keyPath: KeyPath<S, M>) -> M? {
    models[keyPath]?.lastAsserted as? M
  }
}

/// A model value a test asserted, to check at the end that it did not change unasserted.
@MainActor
struct TrackedModel {
  let lastAsserted: Any
  let check: (Any) -> String?

  init(lastAsserted: Any, unassertedChange: @escaping (Any) -> String?) {
    self.lastAsserted = lastAsserted
    check = unassertedChange
  }

  func unassertedChange() -> String? { check(lastAsserted) }
}
