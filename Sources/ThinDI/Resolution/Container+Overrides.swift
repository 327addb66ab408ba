extension Container {
  /// A new container with the same registrations except those `body` replaces, for a test that
  /// swaps one dependency (a fake clock, an in-memory store) and keeps the rest:
  ///
  ///     let container = try app.overriding { builder in
  ///       builder.register(AuthService.self, .singleton) { FakeAuthService() }
  ///     }
  ///
  /// Every registration in `body` must replace one (see ``ContainerBuilder/override(_:)``). No
  /// installer runs again. The new container starts with no instances, so singletons that depend
  /// on the replacement are built with it; this container is unchanged.
  public func overriding(
    isolation: isolated (any Actor)? = #isolation, _ body: (inout ContainerBuilder) -> Void
  ) throws(BuildError) -> Container {
    var builder = ContainerBuilder(
      registrations: registrations, startupStepNames: startupStepNames, assembly: assembly,
      tracer: tracer)
    builder.override(body)
    return try builder.build(isolation: isolation)
  }
}
