/// The sealed container: resolves what installers registered, by type and optional name.
///
/// Build one with ``ContainerBuilder``. Its registrations never change after
/// ``ContainerBuilder/build(isolation:)``, so lookups take no lock; shared instances are built
/// under one lock per container tree (see <doc:Concurrency>). Only installers and the app's
/// entry point should know the container: app code receives its dependencies through
/// initializers.
public final class Container: Sendable {
  /// Every registration, in the order the installers made them; a child's starts with its
  /// parent's, with those it replaced in their place.
  let registrations: [Registration]
  /// Their entries, in the same order: a child shares its parent's entries for the
  /// registrations it inherits, and with them their instances. A resolve finds an entry's index
  /// and borrows it from here, instead of retaining a dictionary's value.
  @usableFromInline let entries: ContiguousArray<AnyEntry>
  /// The index of each registration without a name or an argument, by type.
  @usableFromInline let unnamed: [TypeKey: Int]
  /// The index of each named registration and each registration with an argument.
  @usableFromInline let keyed: [ServiceKey: Int]
  /// Every key of each type, to suggest what a failed resolve probably meant.
  let keysByType: [ObjectIdentifier: [ServiceKey]]
  /// Whether a resolve may hand out a built singleton at once: not when a trace observer must
  /// see every resolve.
  @usableFromInline let isUntraced: Bool
  /// Whether a resolve needs a context to share graph-lifestyle instances in.
  let hasGraphRegistrations: Bool
  /// The lock shared instances are built under, the parent's and every child's.
  let construction: ConstructionLock
  let startupStepNames: [String]
  let assembly: Assembly
  let featureStarts = FeatureStarts()
  /// The container this one is a child of (see ``makeChild(isolation:_:)``), and how many
  /// ancestors it has: the `level` of the entries it made.
  let parent: Container?
  let level: Int
  @usableFromInline let tracer: ResolutionTracer?

  init(
    registrations: [Registration], startupStepNames: [String], assembly: Assembly,
    parent: Container? = nil, tracer: ResolutionTracer? = nil
  ) {
    (self.registrations, self.startupStepNames, self.assembly) =
      (registrations, startupStepNames, assembly)
    (self.parent, self.tracer, isUntraced) = (parent, tracer, tracer == nil)
    let level = parent.map { $0.level + 1 } ?? 0
    self.level = level
    construction = parent?.construction ?? ConstructionLock()
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
    unnamed = Dictionary(
      uniqueKeysWithValues: keys.filter { isUnnamed($1) }.map { (TypeKey($1.type), $0) })
    keyed = Dictionary(uniqueKeysWithValues: keys.filter { !isUnnamed($1) }.map { ($1, $0) })
    keysByType = Dictionary(grouping: registrations.map(\.key)) { ObjectIdentifier($0.type) }
    hasGraphRegistrations = registrations.contains { $0.lifestyle == .graph }
  }

  /// The instance registered for `type` (and `name`), built according to its lifestyle.
  ///
  /// Throws a ``ResolutionError`` naming the whole path when the type, or anything it depends on,
  /// is not registered, when the dependencies form a cycle, or when a factory throws.
  /// `isolation` is the caller's, filled in by the compiler: `@MainActor` registrations resolve
  /// only for callers on the main actor. When nothing is registered for an `Optional` type, the
  /// registration of the type it wraps answers, and nil comes back when there is none either.
  @inlinable
  public func resolve<T>(
    _ type: T.Type = T.self, name: String? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) throws(ResolutionError) -> T {
    try resolve(T.self, name: name, in: nil, isolation: isolation)
  }

  /// The instance registered for `type` with a runtime `argument` of type `Argument`.
  @inlinable
  public func resolve<T, Argument>(
    _ type: T.Type = T.self, name: String? = nil, argument: Argument,
    isolation: isolated (any Actor)? = #isolation
  ) throws(ResolutionError) -> T {
    try resolveRoot(T.self, name: name, argument: argument, scope: nil, isolation: isolation)
  }

  /// Like ``resolve(_:name:isolation:)``, but traps with the error's full message instead of
  /// throwing.
  public func require<T>(
    _ type: T.Type = T.self, name: String? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) -> T {
    requiring { () throws(ResolutionError) in try resolve(type, name: name, isolation: isolation) }
  }

  /// Like ``resolve(_:name:argument:isolation:)``, but traps with the error's full message.
  public func require<T, Argument>(
    _ type: T.Type = T.self, name: String? = nil, argument: Argument,
    isolation: isolated (any Actor)? = #isolation
  ) -> T {
    requiring { () throws(ResolutionError) in
      try resolve(type, name: name, argument: argument, isolation: isolation)
    }
  }

  /// A new scope: scoped registrations resolved through it share one instance per scope.
  public func makeScope(named name: String = "scope") -> Scope {
    Scope(name: name, container: self)
  }

  /// The keys of every registration, in registration order.
  public var registeredKeys: [ServiceKey] { registrations.map(\.key) }

  /// Whether a registration for `type` under `name`, without an argument, exists here (or in an
  /// ancestor, for a child).
  public func isRegistered<T>(_ type: T.Type, name: String? = nil) -> Bool {
    entry(for: ServiceKey(T.self, name: name)) != nil
  }

  /// Whether a registration for `type` under `name` with an argument of type `Argument` exists.
  public func isRegistered<T, Argument>(
    _ type: T.Type, name: String? = nil, argument: Argument.Type
  ) -> Bool {
    entry(for: ServiceKey(T.self, name: name, argumentType: Argument.self)) != nil
  }
}
