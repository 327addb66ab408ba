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
  /// registration, timing each with `clock` (tests pass a `TestClock`).
  ///
  /// A step that throws, or cannot be built, stops the run: the error names it and carries the
  /// report of the steps before it.
  public func runStartup<C: Clock>(clock: C) async throws(StartupError) -> StartupReport
  where C.Duration == Duration {
    try await runSteps(startupSteps, clock: clock)
  }

  /// Runs the launch's startup steps in order, timed with the continuous clock.
  public func runStartup() async throws(StartupError) -> StartupReport {
    try await runStartup(clock: ContinuousClock())
  }

  /// Runs `feature`'s startup steps, unless they have run: once per container, however many
  /// ask at the same time (they all get the one report). Routes to the feature's screens call
  /// it (ThinScenes' `SceneRoute.prepare()`); an entry point that opens a feature's screen
  /// first calls it itself. A failure names the step, and a later call tries again.
  public func start<C: Clock>(_ feature: any Feature.Type, clock: C) async throws(StartupError)
    -> StartupReport
  where C.Duration == Duration {
    try await start(FeatureKey(feature), clock: clock)
  }

  /// Whether `feature`'s startup steps have run.
  public func hasStarted(_ feature: any Feature.Type) -> Bool {
    hasStarted(FeatureKey(feature))
  }

  func hasStarted(_ feature: FeatureKey) -> Bool {
    featureStarts.hasFinished(feature)
  }

  func start<C: Clock>(_ feature: FeatureKey, clock: C) async throws(StartupError)
    -> StartupReport
  where C.Duration == Duration {
    let steps = startupStepNames.filter { self.feature(ofStep: $0) == feature }
    return try await featureStarts.run(feature) { () async throws(StartupError) in
      try await self.runSteps(steps, clock: clock)
    }
  }

  private func feature(ofStep name: String) -> FeatureKey? {
    assembly.features[.startupStep(named: name)]
  }

  private func runSteps<C: Clock>(_ names: [String], clock: C) async throws(StartupError)
    -> StartupReport
  where C.Duration == Duration {
    var report = StartupReport()
    for name in names {
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
}
