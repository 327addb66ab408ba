extension ContainerBuilder {
  /// Adds a shutdown step after those already added: shutdown runs them in reverse order, so
  /// a step that undoes a startup step is added in the same order (open a database, then
  /// close it). `name` identifies it in errors and must be unique among shutdown steps (an
  /// `override` replaces a step of the same name). A step of a `feature` runs only when that
  /// feature has started; the others only when the launch's startup steps ran.
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
  /// The key of the registration of the shutdown step named `name`.
  static func shutdownStep(named name: String) -> ServiceKey {
    ServiceKey((any ShutdownStep).self, name: name)
  }
}
