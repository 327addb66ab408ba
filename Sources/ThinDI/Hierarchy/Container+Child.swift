extension Container {
  /// A child container: it resolves everything this one does, plus what `body` registers, which
  /// replaces this container's registration of the same key for the child (see
  /// <doc:ChildContainers>). It shares this container's instances, and keeps it alive.
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
