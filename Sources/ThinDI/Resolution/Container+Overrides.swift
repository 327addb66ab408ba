extension Container {
  /// A new container, with no instances, with the same registrations but those `body` replaces
  /// (each must replace one: ``ContainerBuilder/override(_:)``): a test's fake clock or store.
  /// No installer runs again; this container is unchanged.
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
