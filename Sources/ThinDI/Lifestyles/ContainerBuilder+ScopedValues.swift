extension ContainerBuilder {
  /// Registers `type` as a value a ``Scope`` is given when it begins, such as a signed-in
  /// session's credentials: scoped registrations of the same scope depend on it like on any
  /// other. Whoever begins the scope gives it the value with ``Scope/provide(_:)`` (ThinScenes:
  /// a route that opens a new scope gives it the route's argument). Resolving it where none was
  /// given throws. `sample` is what ``Container/validate(isolation:)``'s dry run gives
  /// its scope, so that what depends on the value is built there too.
  public mutating func registerScopedValue<T: Sendable>(_ type: T.Type, sample: T) {
    register(T.self, .scoped) { _ in throw ScopedValueNotProvided(type: T.self) }
    if !isOverriding {
      assembly.scopedValueSamples.append { scope in try? scope.provide(sample) }
    }
  }
}

extension Scope {
  /// Gives this scope `value` for ``ContainerBuilder/registerScopedValue(_:sample:)``'s
  /// registration of its type. Throws when no such registration exists or the scope ended.
  public func provide<T>(_ value: T) throws(ResolutionError) {
    guard let entry = container.entry(for: T.self, name: nil), entry.lifestyle == .scoped else {
      throw container.notRegistered(ServiceKey(T.self), below: nil)
    }
    try store(value, for: ObjectIdentifier(entry), path: [ServiceKey(T.self)])
  }
}

/// A scoped value was resolved in a scope that was not given one.
struct ScopedValueNotProvided: Error, CustomStringConvertible {
  let type: Any.Type

  var description: String {
    "no \(type) was given to this scope (a route with a new scope gives it its argument)"
  }
}
