extension Container {
  /// The names of the startup steps, in the order they run.
  public var startupSteps: [String] { startupStepNames }

  /// Runs the startup steps in order, each built from its registration, timing each with
  /// `clock` (tests pass a `TestClock`).
  ///
  /// A step that throws, or cannot be built, stops the run: the error names it and carries the
  /// report of the steps before it.
  public func runStartup<C: Clock>(clock: C) async throws(StartupError) -> StartupReport
  where C.Duration == Duration {
    var report = StartupReport()
    for name in startupStepNames {
      let start = clock.now
      do {
        let step = try resolve((any StartupStep).self, name: name)
        try await step.run()
      } catch {
        throw StartupError(step: name, underlying: error, completed: report)
      }
      report.steps.append(.init(name: name, duration: start.duration(to: clock.now)))
    }
    return report
  }

  /// Runs the startup steps in order, timed with the continuous clock.
  public func runStartup() async throws(StartupError) -> StartupReport {
    try await runStartup(clock: ContinuousClock())
  }
}
