extension Entry {
  /// The instance of the resolve's scope, built on first use within that scope.
  @usableFromInline
  func scopedInstance(_ parent: inout Resolver) throws(ResolutionError) -> T {
    guard let scope = parent.scope else {
      throw ResolutionError(.requiresScope, path: parent.path + [key])
    }
    let id = ObjectIdentifier(self)
    let key = key
    let frame = parent.frame
    if let instance = try scope.instance(for: id, as: T.self, key: key, below: frame) {
      return instance
    }
    return try ConstructionCoordinator.shared.instance(
      of: .init(entry: id, scope: ObjectIdentifier(scope)), key: key, resolver: &parent,
      existing: { () throws(ResolutionError) in
        try scope.instance(for: id, as: T.self, key: key, below: frame)
      },
      build: { (parent) throws(ResolutionError) in try make(&parent) },
      finish: finisher,
      publish: {
        [path = ResolutionFrame.path(downTo: frame) + [key]] (instance) throws(ResolutionError) in
        try scope.store(instance, for: id, path: path)
      }
    )
  }
}
