extension Entry {
  /// The instance this top-level resolve already built, or a new one it keeps until it returns.
  /// The instance is kept before its finish runs, so that what the finish resolves can refer
  /// back to it.
  @usableFromInline
  func graphInstance(_ parent: inout Resolver) throws(ResolutionError) -> T {
    // A container with graph-lifestyle registrations gives every resolve a context.
    let context = parent.context.unsafelyUnwrapped
    let id = ObjectIdentifier(self)
    // Looked up before the cast: a missing instance cast to an Optional `T` would be a nil
    // instance, not a miss. Safe cast: the context keeps each entry's own `T`.
    if let kept = context.graphInstances[id] { return kept as! T }
    if case .cycle = ResolutionFrame.reentry(of: id, below: parent.frame) {
      throw ResolutionError(.cycle, path: parent.path + [key])
    }
    let instance = try make(&parent)
    // Built again while this factory ran, from a finish below it: that one is the instance the
    // finish gave out, so it is the one everybody gets.
    if context.mayFinish, let kept = context.graphInstances[id] { return kept as! T }
    context.graphInstances[id] = instance
    guard finishing != nil else { return instance }
    do {
      try finish(instance, &parent)
    } catch {
      context.graphInstances[id] = nil
      throw error
    }
    return instance
  }
}
