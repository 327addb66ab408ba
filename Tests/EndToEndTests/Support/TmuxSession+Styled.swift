import ThinTerminal

extension TmuxSession {
  /// Polls the pane, colors and styles included, until `predicate` holds, and returns it: for
  /// what only colors tell, such as a highlight that animates in. `columns` as for `StyledPane`.
  @discardableResult
  func waitUntilStyled(
    _ description: String, timeout: Duration = .seconds(20),
    columns: @escaping @Sendable (Character) -> Int = { TextWidth.columns(of: $0) },
    _ predicate: (StyledPane) -> Bool
  ) async throws -> StyledPane {
    let deadline = ContinuousClock.now + timeout
    while true {
      let pane = try captureStyled(columns: columns)
      if predicate(pane) { return pane }
      guard ContinuousClock.now < deadline else {
        throw Timeout(
          description: "timed out waiting for \(description); the pane shows:\n"
            + pane.lines.joined(separator: "\n"))
      }
      try await Task.sleep(for: .milliseconds(20))
    }
  }
}
