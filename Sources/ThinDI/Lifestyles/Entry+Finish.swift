extension Entry {
  /// Runs the registration's finish on `instance`, one level below `parent`, in a frame of its
  /// own: what the finish resolves is part of the same graph, and a cycle through it is named
  /// with its path like any other.
  @usableFromInline
  func finish(_ instance: T, _ parent: inout Resolver) throws(ResolutionError) {
    guard let finishing else { return }
    try parent.inFrame(of: self, isFinish: true) { (resolver) throws(ResolutionError) in
      do {
        try finishing(&resolver, instance)
      } catch {
        throw failure(error, at: resolver)
      }
    }
  }
}

extension Entry {
  /// ``finish(_:_:)`` as the construction coordinator takes it; nil without a finish.
  var finisher: ((T, inout Resolver) throws(ResolutionError) -> Void)? {
    guard finishing != nil else { return nil }
    return { (instance, parent) throws(ResolutionError) in try self.finish(instance, &parent) }
  }
}
