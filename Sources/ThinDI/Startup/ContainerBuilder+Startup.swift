extension ContainerBuilder {
  /// Adds a startup step after those already added. `name` identifies it in the report and in
  /// errors, and must be unique (an `override` replaces a step of the same name).
  public mutating func addStartupStep(
    _ name: String, factory: @escaping @Sendable (inout Resolver) throws -> any StartupStep
  ) {
    register((any StartupStep).self, name: name, .transient, factory: factory)
    addStartupStepName(name)
  }
}
