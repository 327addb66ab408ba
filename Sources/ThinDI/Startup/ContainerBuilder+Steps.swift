extension ContainerBuilder {
  /// Adds a startup step, run at launch (or when `feature` is first opened), after those added.
  public mutating func addStartupStep(
    _ name: String, feature: (any Feature.Type)? = nil,
    factory: @escaping @Sendable (inout Resolver) throws -> any StartupStep
  ) {
    register((any StartupStep).self, name: name, .transient, factory: factory)
    guard !isOverriding else { return }
    assembly.startupStepNames.append(name)
    if let feature { setFeature(feature, of: .startupStep(named: name)) }
  }

  /// Adds a shutdown step, run if the launch (or `feature`) started, before those added earlier.
  public mutating func addShutdownStep(
    _ name: String, feature: (any Feature.Type)? = nil,
    factory: @escaping @Sendable (inout Resolver) throws -> any ShutdownStep
  ) {
    register((any ShutdownStep).self, name: name, .transient, factory: factory)
    guard !isOverriding else { return }
    assembly.shutdownStepNames.append(name)
    if let feature { setFeature(feature, of: .shutdownStep(named: name)) }
  }
}

extension ServiceKey {
  static func startupStep(named name: String) -> ServiceKey {
    ServiceKey((any StartupStep).self, name: name)
  }

  static func shutdownStep(named name: String) -> ServiceKey {
    ServiceKey((any ShutdownStep).self, name: name)
  }
}
