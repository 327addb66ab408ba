extension Container {
  /// Where the registration of `T` under `name`, without an argument, is in `entries`.
  @inlinable @inline(__always)
  func index<T>(of _: T.Type, name: String?) -> Int? {
    name == nil ? unnamed[TypeKey(T.self)] : keyed[ServiceKey(T.self, name: name)]
  }

  /// The entry at `index`, whose type the caller knows from the key it found it under.
  @inlinable @inline(__always)
  func entry<E: AnyEntry>(at index: Int, as _: E.Type) -> E {
    unsafeDowncast(entries[index], to: E.self)
  }

  /// The entry registered under `key`, if any.
  func entry(for key: ServiceKey) -> AnyEntry? {
    let index =
      key.name == nil && key.argumentType == nil ? unnamed[TypeKey(key.type)] : keyed[key]
    return index.map { entries[$0] }
  }

  /// A top-level resolve, in `scope` if given, continuing `continuing` (a provider called from
  /// a factory): a built singleton at once, anything else through a resolver.
  @inlinable
  func resolve<T>(
    _: T.Type, name: String?, in scope: Scope?, continuing: Continuation? = nil,
    isolation: (any Actor)?
  ) throws(ResolutionError) -> T {
    let index = index(of: T.self, name: name)
    if isUntraced, let index, let instance = entry(at: index, as: Entry<T>.self).publishedInstance {
      return instance
    }
    return try Resolver.withRoot(self, scope: scope, continuing: continuing, isolation: isolation) {
      (resolver) throws(ResolutionError) in
      guard let index else { return try resolver.resolveUnregistered(T.self, name: name) }
      return try resolver.resolve(T.self, at: index)
    }
  }

  /// A top-level resolve of a registration with an argument.
  @inlinable
  func resolveRoot<T, Argument>(
    _: T.Type, name: String?, argument: Argument, scope: Scope?,
    continuing: Continuation? = nil, isolation: (any Actor)?
  ) throws(ResolutionError) -> T {
    try Resolver.withRoot(self, scope: scope, continuing: continuing, isolation: isolation) {
      (resolver) throws(ResolutionError) in
      try resolver.resolve(T.self, name: name, argument: argument)
    }
  }

  /// A top-level resolve of `entry` as `Any`: eager singletons and the validation dry run.
  func resolveErased(
    _ entry: AnyEntry, scope: Scope?, recorder: DependencyRecorder?, isolation: (any Actor)?
  ) throws(ResolutionError) -> Any {
    try Resolver.withRoot(self, scope: scope, recorder: recorder, isolation: isolation) {
      (resolver) throws(ResolutionError) in try entry.resolveErased(&resolver)
    }
  }

  /// The error for a key nothing is registered under, with the registrations of the same type.
  @usableFromInline
  func notRegistered(_ key: ServiceKey) -> ResolutionError {
    ResolutionError(
      .notRegistered(alternatives: keysByType[ObjectIdentifier(key.type)] ?? []), key: key)
  }
}

/// A type's identity as a dictionary key, hashed with one multiply: type identities are
/// metadata addresses, which a Fibonacci multiply spreads well. `ObjectIdentifier`'s SipHash made
/// a built singleton's resolve 1.26× a hand-written provider closure; this, 1.04×.
@usableFromInline
struct TypeKey: Hashable, Sendable {
  @usableFromInline let id: ObjectIdentifier
  @inlinable init(_ type: Any.Type) { id = ObjectIdentifier(type) }
  @inlinable func hash(into hasher: inout Hasher) { hasher.combine(id) }
  @inlinable func _rawHashValue(seed: Int) -> Int {
    let mixed = UInt(bitPattern: id) &* 0x9E37_79B9_7F4A_7C15
    return Int(bitPattern: mixed ^ (mixed &>> 29))
  }
}
