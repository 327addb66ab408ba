extension Container {
  /// The names of the steps that run at launch (those of no ``Feature``), in the order they run.
  public var startupSteps: [String] {
    startupStepNames.filter { feature(ofStep: $0) == nil }
  }

  /// The names of `feature`'s startup steps, in the order they run.
  public func startupSteps(of feature: any Feature.Type) -> [String] {
    let key = FeatureKey(feature)
    return startupStepNames.filter { self.feature(ofStep: $0) == key }
  }

  /// Runs the launch's startup steps (those of no ``Feature``) in order, each built from its
  /// registration on the caller's isolation (so a step may depend on a `@MainActor`
  /// registration when run from the main actor, as ``validate(isolation:)`` builds it), timing
  /// each with `clock` (tests pass a `TestClock`).
  ///
  /// A step that throws, or cannot be built, stops the run: the error names it and carries the
  /// report of the steps before it. Once all ran, the launch's shutdown steps will run.
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

  /// Runs `feature`'s startup steps, unless they have run: once per container, however many
  /// ask at the same time (they all get the one report). Routes to the feature's screens call
  /// it (ThinScenes' `SceneRoute.prepare()`); an entry point that opens a feature's screen
  /// first calls it itself. The steps are built on the isolation of the first caller. A failure
  /// names the step, and a later call tries again.
  public func start<C: Clock>(
    _ feature: any Feature.Type, clock: C, isolation: isolated (any Actor)? = #isolation
  ) async throws(StartupError) -> StartupReport
  where C.Duration == Duration {
    try await start(FeatureKey(feature), clock: clock, isolation: isolation)
  }

  /// Whether `feature`'s startup steps have run.
  public func hasStarted(_ feature: any Feature.Type) -> Bool {
    hasStarted(FeatureKey(feature))
  }

  func hasStarted(_ feature: FeatureKey) -> Bool {
    featureStarts.hasFinished(feature)
  }

  func start<C: Clock>(
    _ feature: FeatureKey, clock: C, isolation: isolated (any Actor)? = #isolation
  ) async throws(StartupError) -> StartupReport
  where C.Duration == Duration {
    let steps = startupStepNames.filter { self.feature(ofStep: $0) == feature }
    return try await featureStarts.run(feature) { () async throws(StartupError) in
      try await self.runSteps(steps, clock: clock, isolation: isolation)
    }
  }

  private func feature(ofStep name: String) -> FeatureKey? {
    assembly.features[.startupStep(named: name)]
  }

  private func runSteps<C: Clock>(
    _ names: [String], clock: C, isolation: isolated (any Actor)?
  ) async throws(StartupError) -> StartupReport
  where C.Duration == Duration {
    var report = StartupReport()
    for name in names {
      let start = clock.now
      do {
        let step = try resolve((any StartupStep).self, name: name, isolation: isolation)
        try await step.run()
      } catch {
        throw StartupError(step: name, underlying: error, completed: report)
      }
      report.steps.append(.init(name: name, duration: start.duration(to: clock.now)))
    }
    return report
  }
}

/// The launch, as the feature its steps (those of no feature) belong to, so that shutdown knows
/// whether they ran.
enum Launch: Feature {
  static let name = "launch"
}
