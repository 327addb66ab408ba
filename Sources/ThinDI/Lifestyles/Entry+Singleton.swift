extension Entry {
  /// Builds the singleton on first use: exactly once, even when many threads ask at once. A
  /// child container builds its parent's singletons in the parent, so that what a singleton is
  /// made of never depends on which container asked first.
  @usableFromInline
  func buildSingleton(_ parent: inout Resolver) throws(ResolutionError) -> T {
    let storage = singleton.unsafelyUnwrapped
    return try parent.building(in: level) { (parent) throws(ResolutionError) -> T in
      try ConstructionCoordinator.shared.instance(
        of: .init(entry: ObjectIdentifier(self), scope: nil), key: key, resolver: &parent,
        existing: { publishedInstance },
        build: { (parent) throws(ResolutionError) in try make(&parent) },
        finish: finisher,
        publish: { instance in
          storage.initialize(to: instance)
          self.isPublished.store(true, ordering: .releasing)
        }
      )
    }
  }
}
