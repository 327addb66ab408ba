extension Container {
  /// The names of the launch's shutdown steps (those of no ``Feature``), in the order they run.
  public var shutdownSteps: [String] { shutdownStepNames(of: nil) }

  /// The names of `feature`'s shutdown steps, in the order they run.
  public func shutdownSteps(of feature: any Feature.Type) -> [String] {
    shutdownStepNames(of: FeatureKey(feature))
  }

  /// Runs backwards the shutdown steps of every feature that started, then the launch's; a failing
  /// step stops no other, and the failures are thrown together (see <doc:StartupAndShutdown>).
  @discardableResult
  public func runShutdown<C: Clock>(
    clock: C, isolation: isolated (any Actor)? = #isolation
  ) async throws(ShutdownError) -> StartupReport
  where C.Duration == Duration {
    var report = StartupReport()
    var failures: [ShutdownError.Failure] = []
    for feature in featureStarts.takeFinished().reversed() {
      for name in shutdownStepNames(of: feature == FeatureKey(Launch.self) ? nil : feature) {
        let start = clock.now
        do {
          try await resolve((any ShutdownStep).self, name: name, isolation: isolation).run()
          report.steps.append(.init(name: name, duration: start.duration(to: clock.now)))
        } catch { failures.append(ShutdownError.Failure(step: name, underlying: error)) }
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
