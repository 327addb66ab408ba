extension ContainerBuilder {
  /// Adds a startup step, run at launch (or when `feature` is first opened), after those added.
  public mutating func addStartupStep(
    _ name: String, feature: (any Feature.Type)? = nil,
    factory: @escaping @Sendable (inout Resolver) throws -> any StartupStep
  ) {
    addStep(name, feature: feature, listedIn: \.startupStepNames, factory: factory)
  }

  /// Adds a shutdown step, run if the launch (or `feature`) started, before those added earlier.
  public mutating func addShutdownStep(
    _ name: String, feature: (any Feature.Type)? = nil,
    factory: @escaping @Sendable (inout Resolver) throws -> any ShutdownStep
  ) {
    addStep(name, feature: feature, listedIn: \.shutdownStepNames, factory: factory)
  }

  /// Registers a step under its name and lists the name in the assembly's order of its kind.
  private mutating func addStep<Step>(
    _ name: String, feature: (any Feature.Type)?,
    listedIn names: WritableKeyPath<Assembly, [String]>,
    factory: @escaping @Sendable (inout Resolver) throws -> Step
  ) {
    register(Step.self, name: name, .transient, factory: factory)
    guard !isOverriding else { return }
    assembly[keyPath: names].append(name)
    if let feature { setFeature(feature, of: ServiceKey(Step.self, name: name)) }
  }
}
