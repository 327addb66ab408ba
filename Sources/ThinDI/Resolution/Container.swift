import Synchronization

/// The sealed container: resolves what installers registered, by type and optional name. Only
/// installers and the app's entry point know it: app code gets dependencies through initializers.
public final class Container: Sendable {
  let registrations: [Registration]
  /// Borrowed by index (a dictionary's value would be retained); a child shares its parent's.
  @usableFromInline let entries: ContiguousArray<AnyEntry>
  @usableFromInline let unnamed: TypeTable, keyed: [ServiceKey: Int]
  let keysByType: [ObjectIdentifier: [ServiceKey]]
  /// Of the first 64 entries, those seen published, a bit each (see `publishedInstance`).
  @usableFromInline let published = Atomic<UInt64>(0)
  let construction: ConstructionLock, assembly: Assembly
  let featureStarts = FeatureStarts()
  let parent: Container?, level: Int
  @usableFromInline let tracer: ResolutionTracer?

  init(
    registrations: [Registration], assembly: Assembly, parent: Container? = nil,
    tracer: ResolutionTracer? = nil
  ) {
    (self.registrations, self.assembly) = (registrations, assembly)
    (self.parent, self.tracer) = (parent, tracer)
    let level = parent.map { $0.level + 1 } ?? 0
    (self.level, construction) = (level, parent?.construction ?? ConstructionLock())
    // A child's list starts with its parent's: an inherited entry has the same index in both.
    let inherited = Dictionary(
      uniqueKeysWithValues: (parent?.entries ?? []).map { (ObjectIdentifier($0.registration), $0) })
    entries = ContiguousArray(
      registrations.enumerated().map { index, registration in
        inherited[ObjectIdentifier(registration)]
          ?? registration.makeEntry(registration, level, index)
      })
    let keys = registrations.map(\.key).enumerated()
    let isUnnamed = { (key: ServiceKey) in key.name == nil && key.argumentType == nil }
    unnamed = TypeTable(keys.filter { isUnnamed($1) }.map { (ObjectIdentifier($1.type), $0) })
    keyed = Dictionary(uniqueKeysWithValues: keys.filter { !isUnnamed($1) }.map { ($1, $0) })
    keysByType = Dictionary(grouping: registrations.map(\.key)) { ObjectIdentifier($0.type) }
  }

  /// The instance registered for `type` (and `name`), or a ``ResolutionError`` naming the path.
  // Inlined: a caller's literal nil `name` drops the named lookup, and the fast path a call.
  @inlinable @inline(__always)
  public func resolve<T>(
    _ type: T.Type = T.self, name: String? = nil, isolation: isolated (any Actor)? = #isolation
  ) throws(ResolutionError) -> T {
    let index = index(of: T.self, name: name)
    if tracer == nil, let index, let instance = publishedInstance(T.self, at: index) {
      return instance
    }
    return try resolveBuilding(T.self, at: index, name: name, isolation)
  }

  /// The instance registered for `type` with a runtime `argument` of type `Argument`.
  @inlinable
  public func resolve<T, Argument>(
    _ type: T.Type = T.self, name: String? = nil, argument: Argument,
    isolation: isolated (any Actor)? = #isolation
  ) throws(ResolutionError) -> T {
    try resolveRoot(T.self, name: name, argument: argument, scope: nil, isolation: isolation)
  }

  /// Like ``resolve(_:name:isolation:)``, but traps with the error's message.
  public func require<T>(
    _ type: T.Type = T.self, name: String? = nil, isolation: isolated (any Actor)? = #isolation
  ) -> T {
    requiring { () throws(ResolutionError) in try resolve(type, name: name, isolation: isolation) }
  }

  /// A new scope: scoped registrations resolved through it share one instance per scope.
  public func makeScope(named name: String = "scope") -> Scope {
    Scope(name: name, container: self)
  }

  /// The keys of every registration, in registration order.
  public var registeredKeys: [ServiceKey] { registrations.map(\.key) }

  /// Whether a registration for `type` under `name`, without an argument, exists.
  public func isRegistered<T>(_ type: T.Type, name: String? = nil) -> Bool {
    entry(for: ServiceKey(T.self, name: name)) != nil
  }

  /// Whether a registration for `type` under `name` with an argument of `Argument` exists.
  public func isRegistered<T, Argument>(
    _ type: T.Type, name: String? = nil, argument: Argument.Type
  ) -> Bool {
    entry(for: ServiceKey(T.self, name: name, argumentType: Argument.self)) != nil
  }

  @inlinable @inline(__always)
  func index<T>(of _: T.Type, name: String?) -> Int? {
    name == nil ? unnamed.index(of: T.self) : keyed[ServiceKey(T.self, name: name)]
  }

  @inlinable @inline(__always)
  func entry<E: AnyEntry>(at index: Int, as _: E.Type) -> E {
    unsafeDowncast(entries[index], to: E.self)
  }

  func entry(for key: ServiceKey) -> AnyEntry? {
    (key.name == nil && key.argumentType == nil ? unnamed.index(of: key.type) : keyed[key])
      .map { entries[$0] }
  }

  /// A shared instance, its bit (set once its entry's flag was read set) loaded here, not on the
  /// entry, which the compiler would retain around the load; a plain transient's is not read.
  @inlinable @inline(__always)
  func publishedInstance<T>(_: T.Type, at index: Int) -> T? {
    let bit: UInt64 = index < 64 ? 1 &<< UInt64(index) : 0
    if published.load(ordering: .acquiring) & bit != 0 {
      return entry(at: index, as: Entry<T>.self).instance
    }
    let entry = entry(at: index, as: Entry<T>.self)
    guard !entry.isPlainTransient, let instance = entry.publishedInstance else { return nil }
    if bit != 0 { published.bitwiseOr(bit, ordering: .releasing) }
    return instance
  }

  /// Out of line, so that `resolve`'s fast path stays small; without a scope or a continuation.
  @inlinable @inline(never)
  func resolveBuilding<T>(_: T.Type, at index: Int?, name: String?, _ isolation: (any Actor)?)
    throws(ResolutionError) -> T
  { try resolveBuilding(T.self, at: index, name: name, in: nil, nil, isolation) }

  @inlinable @inline(__always)
  func resolveBuilding<T>(
    _: T.Type, at index: Int?, name: String?, in scope: Scope?, _ continuing: Continuation?,
    _ isolation: (any Actor)?
  ) throws(ResolutionError) -> T {
    try Resolver.withRoot(self, scope: scope, continuing: continuing, isolation: isolation) {
      (resolver) throws(ResolutionError) in
      guard let index else { return try resolver.resolveUnregistered(T.self, name: name) }
      return try resolver.resolve(T.self, at: index)
    }
  }

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

  @usableFromInline
  func notRegistered(_ key: ServiceKey) -> ResolutionError {
    ResolutionError(
      .notRegistered(alternatives: keysByType[ObjectIdentifier(key.type)] ?? []), key: key)
  }
}
