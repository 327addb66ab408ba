extension Entry {
  /// The instance of the resolve's scope, built on first use within that scope.
  @usableFromInline
  func scopedInstance(_ parent: inout Resolver) throws(ResolutionError) -> T {
    guard let scope = parent.scope else { throw ResolutionError(.requiresScope, key: key) }
    let id = ObjectIdentifier(self)
    let key = key
    if let instance = try scope.instance(for: id, as: T.self, key: key) { return instance }
    return try ConstructionCoordinator.shared.instance(
      of: .init(entry: id, scope: ObjectIdentifier(scope)), key: key,
      existing: { () throws(ResolutionError) in try scope.instance(for: id, as: T.self, key: key) },
      build: { () throws(ResolutionError) in try make(&parent) },
      publish: { (instance) throws(ResolutionError) in try scope.store(instance, for: id, key: key)
      }
    )
  }
}
