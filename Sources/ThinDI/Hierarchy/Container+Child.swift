extension Container {
  /// A child: this container's registrations and instances, but what `body` registers replaces.
  public func makeChild(
    isolation: isolated (any Actor)? = #isolation, _ body: (inout ContainerBuilder) -> Void
  ) throws(BuildError) -> Container {
    var builder = ContainerBuilder(parent: self)
    body(&builder)
    return try builder.build(isolation: isolation)
  }

  var lineage: [Container] { (parent?.lineage ?? []) + [self] }
}

extension Resolver {
  mutating func building<R>(
    in level: Int, _ body: (inout Resolver) throws(ResolutionError) -> R
  ) throws(ResolutionError) -> R {
    let own = container
    while container.level > level, let parent = container.parent { container = parent }
    defer { container = own }
    return try body(&self)
  }
}
