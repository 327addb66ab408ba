extension Container {
  /// The names of the launch's shutdown steps (those of no ``Feature``), in the order they run.
  public var shutdownSteps: [String] {
    shutdownStepNames(of: nil)
  }

  /// The names of `feature`'s shutdown steps, in the order they run.
  public func shutdownSteps(of feature: any Feature.Type) -> [String] {
    shutdownStepNames(of: FeatureKey(feature))
  }

  /// Runs the shutdown steps of every feature that started and of the launch, the way they
  /// came up, backwards: the feature started last first, each feature's steps in the reverse
  /// of the order they were added, the launch's last (and only when its startup steps all
  /// ran). Each step is built on the caller's isolation and timed with `clock`.
  ///
  /// A failing step does not stop the others (what can still be saved or closed is); the
  /// failures are thrown together once all ran. Shutdown happens once: a second call runs
  /// nothing, until a feature starts again.
  @discardableResult
  public func runShutdown<C: Clock>(
    clock: C, isolation: isolated (any Actor)? = #isolation
  ) async throws(ShutdownError) -> StartupReport
  where C.Duration == Duration {
    var report = StartupReport()
    var failures: [ShutdownError.Failure] = []
    for feature in featureStarts.takeFinished().reversed() {
      let key: FeatureKey? = feature == FeatureKey(Launch.self) ? nil : feature
      for name in shutdownStepNames(of: key) {
        let start = clock.now
        do {
          let step = try resolve((any ShutdownStep).self, name: name, isolation: isolation)
          try await step.run()
          report.steps.append(.init(name: name, duration: start.duration(to: clock.now)))
        } catch {
          failures.append(ShutdownError.Failure(step: name, underlying: error))
        }
      }
    }
    guard failures.isEmpty else { throw ShutdownError(failures: failures, completed: report) }
    return report
  }

  /// Runs the shutdown steps, timed with the continuous clock.
  @discardableResult
  public func runShutdown(isolation: isolated (any Actor)? = #isolation) async throws(ShutdownError)
    -> StartupReport
  {
    try await runShutdown(clock: ContinuousClock(), isolation: isolation)
  }

  private func shutdownStepNames(of feature: FeatureKey?) -> [String] {
    assembly.shutdownStepNames.reversed().filter {
      assembly.features[.shutdownStep(named: $0)] == feature
    }
  }
}
