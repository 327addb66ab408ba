extension Container {
  /// The names of the steps that run at launch (those of no ``Feature``), in the order they run.
  public var startupSteps: [String] { startupStepNames(of: nil) }

  /// The names of `feature`'s startup steps, in the order they run.
  public func startupSteps(of feature: any Feature.Type) -> [String] {
    startupStepNames(of: FeatureKey(feature))
  }

  /// Runs the launch's startup steps in order, timed with `clock`; the first failure stops them.
  public func runStartup<C: Clock>(
    clock: C, isolation: isolated (any Actor)? = #isolation
  ) async throws(StartupError) -> StartupReport
  where C.Duration == Duration {
    let report = try await runSteps(startupSteps, clock: clock, isolation: isolation)
    featureStarts.markFinished(FeatureKey(Launch.self))
    return report
  }

  /// Runs the launch's startup steps in order, timed with the continuous clock.
  public func runStartup(isolation: isolated (any Actor)? = #isolation) async throws(StartupError)
    -> StartupReport
  {
    try await runStartup(clock: ContinuousClock(), isolation: isolation)
  }

  /// Runs `feature`'s startup steps once per container, however many ask (until one fails).
  public func start<C: Clock>(
    _ feature: any Feature.Type, clock: C, isolation: isolated (any Actor)? = #isolation
  ) async throws(StartupError) -> StartupReport
  where C.Duration == Duration {
    try await start(FeatureKey(feature), clock: clock, isolation: isolation)
  }

  /// Whether `feature`'s startup steps have run.
  public func hasStarted(_ feature: any Feature.Type) -> Bool {
    featureStarts.hasFinished(FeatureKey(feature))
  }

  func start<C: Clock>(
    _ feature: FeatureKey, clock: C, isolation: isolated (any Actor)? = #isolation
  ) async throws(StartupError) -> StartupReport
  where C.Duration == Duration {
    let steps = startupStepNames(of: feature)
    return try await featureStarts.run(feature) { () async throws(StartupError) in
      try await self.runSteps(steps, clock: clock, isolation: isolation)
    }
  }

  private func startupStepNames(of feature: FeatureKey?) -> [String] {
    assembly.startupStepNames.filter { assembly.features[.startupStep(named: $0)] == feature }
  }

  private func runSteps<C: Clock>(
    _ names: [String], clock: C, isolation: isolated (any Actor)?
  ) async throws(StartupError) -> StartupReport
  where C.Duration == Duration {
    var report = StartupReport()
    for name in names {
      let start = clock.now
      do {
        try await resolve((any StartupStep).self, name: name, isolation: isolation).run()
      } catch { throw StartupError(step: name, underlying: error, completed: report) }
      report.steps.append(.init(name: name, duration: start.duration(to: clock.now)))
    }
    return report
  }
}

/// The launch, as the feature of the steps of no feature, so that shutdown knows they ran.
enum Launch: Feature { static let name = "launch" }
