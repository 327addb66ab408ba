extension Entry {
  /// Builds the singleton on first use: exactly once, even when many threads ask at once.
  @usableFromInline
  func buildSingleton(_ parent: inout Resolver) throws(ResolutionError) -> T {
    let storage = singleton.unsafelyUnwrapped
    return try ConstructionCoordinator.shared.instance(
      of: .init(entry: ObjectIdentifier(self), scope: nil), key: key,
      existing: { publishedInstance },
      build: { () throws(ResolutionError) in try make(&parent) },
      publish: { instance in
        storage.initialize(to: instance)
        isPublished.store(true, ordering: .releasing)
      }
    )
  }
}
