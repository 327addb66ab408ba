extension Entry {
  /// The instance this top-level resolve already built, or a new one it keeps until it returns.
  @usableFromInline
  func graphInstance(_ parent: inout Resolver) throws(ResolutionError) -> T {
    // A container with graph-lifestyle registrations gives every resolve a context.
    let context = parent.context.unsafelyUnwrapped
    let id = ObjectIdentifier(self)
    if let instance = context.graphInstances[id] as? T { return instance }
    let instance = try make(&parent)
    context.graphInstances[id] = instance
    return instance
  }
}
