extension Container {
  /// A new container with the same registrations except those `body` replaces, for a test that
  /// swaps one dependency (a fake clock, an in-memory store) and keeps the rest.
  ///
  ///     let test = try container.overriding { builder in
  ///       builder.register(DatabaseQueue.self, .singleton) { DatabaseQueue(path: ":memory:") }
  ///     }
  ///
  /// Every registration in `body` must replace an existing one (see
  /// ``ContainerBuilder/override(_:)``). No installer runs again; the registrations are shared
  /// and only the lookup table is made anew. The new container starts with no instances, so
  /// singletons that depend on the replaced registration are built with the replacement; this
  /// container is unchanged, and containers made for tests running in parallel never see each
  /// other's overrides.
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
