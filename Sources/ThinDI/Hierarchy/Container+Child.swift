extension Container {
  /// A child container: it resolves everything this one does, plus what `body` registers, and a
  /// registration in `body` of a key this container has replaces it for the child.
  ///
  ///     let session = try app.makeChild { builder in
  ///       builder.register(Account.self, .singleton) { Account(name: "ada") }
  ///     }
  ///
  /// The child shares this container's instances: a singleton resolved through either is the
  /// same object. Shared instances registered here (singleton, eager singleton, weak) are built
  /// here, with this container's registrations, whichever container asked first; everything
  /// else resolved through the child is built in the child, so its replacements apply. The
  /// child's ``validate(isolation:)`` checks both. This container never sees the child's
  /// registrations, and the child keeps it alive.
  public func makeChild(
    isolation: isolated (any Actor)? = #isolation, _ body: (inout ContainerBuilder) -> Void
  ) throws(BuildError) -> Container {
    var builder = ContainerBuilder(parent: self)
    body(&builder)
    return try builder.build(isolation: isolation)
  }

  /// This container and its ancestors, from the root down.
  var lineage: [Container] { (parent?.lineage ?? []) + [self] }
}

extension Resolver {
  /// Runs `body` with the resolver moved to the ancestor at `level` of the container it
  /// resolves in, and back: a shared instance registered in a parent is built there, from the
  /// parent's registrations.
  mutating func building<R>(
    in level: Int, _ body: (inout Resolver) throws(ResolutionError) -> R
  ) throws(ResolutionError) -> R {
    let own = container
    while container.level > level, let parent = container.parent { container = parent }
    defer { container = own }
    return try body(&self)
  }
}
