extension Container {
  /// A new container, without instances, with this one's registrations but those `body` overrides.
  public func overriding(
    isolation: isolated (any Actor)? = #isolation, _ body: (inout ContainerBuilder) -> Void
  ) throws(BuildError) -> Container {
    var builder = ContainerBuilder(registrations: registrations, assembly: assembly, tracer: tracer)
    builder.override(body)
    return try builder.build(isolation: isolation)
  }
}
