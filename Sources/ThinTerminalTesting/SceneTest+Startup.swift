import ThinDI

extension SceneTest {
  /// Runs the app's launch steps — the startup steps of no feature, which `AppRunner` runs
  /// before the first screen — on the test clock, counting their work in ``tracker``, then
  /// draws: for a screen that shows what a launch step loads (saved settings, notes read from
  /// a file). A scene test does not run them by itself: it builds the screen as a route opens
  /// it, after the launch, and runs only its feature's steps. The screen is built first, so what
  /// a step loads reaches it as a later change would, through its presenter's binding.
  ///
  /// Throws the ``StartupError`` that names the step that failed, as the app would stop with.
  @discardableResult
  public func runStartup(
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) async throws -> StartupReport {
    let report = try await tracker.withTracking {
      try await container.runStartup(clock: host.clock)
    }
    await host.waitUntilIdle(fileID: fileID, filePath: filePath, line: line, column: column)
    return report
  }
}
