import ThinTerminal

extension TmuxSession {
  /// Waits until `predicate` holds for the pane, colors and styles included, and returns it:
  /// for what only colors tell, such as a highlight that animates in. `columns` as for
  /// `StyledPane`.
  @discardableResult
  func waitUntilStyled(
    _ description: String, timeout: Duration = patience,
    columns: @escaping @Sendable (Character) -> Int = { TextWidth.columns(of: $0) },
    _ predicate: (StyledPane) -> Bool
  ) async throws -> StyledPane {
    try await watch(
      description, timeout: timeout, read: { try captureStyled(columns: columns) },
      until: predicate, describe: { $0.lines.joined(separator: "\n") })
  }
}
