extension ContainerBuilder {
  /// Adds a startup step after those already added. `name` identifies it in the report and in
  /// errors, and must be unique (an `override` replaces a step of the same name). A step of a
  /// `feature` runs when that feature is first opened (``Container/start(_:clock:isolation:)``); the
  /// others run at launch (``Container/runStartup(clock:isolation:)``).
  public mutating func addStartupStep(
    _ name: String, feature: (any Feature.Type)? = nil,
    factory: @escaping @Sendable (inout Resolver) throws -> any StartupStep
  ) {
    register((any StartupStep).self, name: name, .transient, factory: factory)
    addStartupStepName(name)
    if let feature, !isOverriding { setFeature(feature, of: .startupStep(named: name)) }
  }
}

extension ServiceKey {
  /// The key of the registration of the startup step named `name`.
  static func startupStep(named name: String) -> ServiceKey {
    ServiceKey((any StartupStep).self, name: name)
  }
}
