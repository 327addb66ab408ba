extension ContainerBuilder {
  /// Registers `type` as a value a ``Scope`` is given when it begins (``Scope/provide(_:)``), such
  /// as a session's credentials; resolving it where none was given throws. Validation's dry run
  /// gives its scope `sample`.
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
    guard let entry = container.entry(for: ServiceKey(T.self)), entry.lifestyle == .scoped else {
      throw container.notRegistered(ServiceKey(T.self))
    }
    try store(value, for: ObjectIdentifier(entry), key: ServiceKey(T.self))
  }
}

/// A scoped value was resolved in a scope that was not given one.
struct ScopedValueNotProvided: Error, CustomStringConvertible {
  let type: Any.Type

  var description: String {
    "no \(type) was given to this scope (a route with a new scope gives it its argument)"
  }
}
