/// The sealed container: resolves what installers registered, by type and optional name.
///
/// Build one with ``ContainerBuilder``. Its registrations never change after
/// ``ContainerBuilder/build(isolation:)``, so lookups take no lock; shared instances are built
/// under one lock per container tree (see <doc:Concurrency>). Only installers and the app's
/// entry point should know the container: app code receives its dependencies through
/// initializers.
public final class Container: Sendable {
  /// Every registration this container resolves, in the order the installers made them; a
  /// child's starts with its parent's, with those it replaced in their place.
  let registrations: [AnyRegistration]
  /// The entries of `registrations`, in the same order: a child shares its parent's entries for
  /// the registrations it inherits, and with them their instances. Looked up by index (below)
  /// rather than kept as a dictionary's values, so that a resolve borrows its entry instead of
  /// retaining and releasing it.
  @usableFromInline let entries: ContiguousArray<AnyEntry>
  /// The index of each registration without a name or an argument, by type: the usual lookup.
  @usableFromInline let unnamed: [TypeKey: Int]
  /// The index of each named registration and each registration with an argument.
  @usableFromInline let keyed: [ServiceKey: Int]
  /// Every key of each type, to suggest the registration a failed resolve probably meant.
  private let keysByType: [ObjectIdentifier: [ServiceKey]]
  /// Whether a resolve may hand out a built singleton at once: not when a trace observer must
  /// see every resolve.
  @usableFromInline let isUntraced: Bool
  /// Whether any registration has the graph lifestyle: only then does a resolve need a context
  /// to share instances in.
  let hasGraphRegistrations: Bool
  /// The lock shared instances are built under, shared with the parent and every child.
  let construction: ConstructionLock
  /// The names of the startup steps, in order; each is a registration of `any StartupStep`.
  let startupStepNames: [String]
  /// The features of registrations, the dry run's extra checks and scoped values' samples.
  let assembly: Assembly
  /// Which features have run their startup steps.
  let featureStarts = FeatureStarts()
  /// The container this one is a child of (see ``makeChild(isolation:_:)``).
  let parent: Container?
  /// How many ancestors this container has: the `level` of the entries it made.
  let level: Int
  /// The observer of every resolve, when tracing is on (see
  /// ``ContainerBuilder/traceResolutions(clock:_:)``).
  @usableFromInline let tracer: ResolutionTracer?

  init(
    registrations: [AnyRegistration], startupStepNames: [String], assembly: Assembly,
    parent: Container? = nil, tracer: ResolutionTracer? = nil
  ) {
    (self.registrations, self.startupStepNames, self.assembly) =
      (registrations, startupStepNames, assembly)
    (self.parent, self.tracer, isUntraced) = (parent, tracer, tracer == nil)
    level = parent.map { $0.level + 1 } ?? 0
    construction = parent?.construction ?? ConstructionLock()
    let inherited = Dictionary(
      uniqueKeysWithValues: (parent?.entries ?? []).map { (ObjectIdentifier($0.registration), $0) })
    // A child's list starts with its parent's, replacements in place: an inherited entry has
    // the same index in both.
    entries = ContiguousArray(
      registrations.enumerated().map { [level] index, registration in
        inherited[ObjectIdentifier(registration)]
          ?? registration.makeEntry(level: level, index: index)
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

  /// The error for a key nothing is registered under, with the registrations of the same type.
  @usableFromInline
  func notRegistered(_ key: ServiceKey) -> ResolutionError {
    ResolutionError(
      .notRegistered(alternatives: keysByType[ObjectIdentifier(key.type)] ?? []), key: key)
  }

  /// The ancestor of this container at `level` (this container at its own level).
  func ancestor(at level: Int) -> Container {
    var container = self
    while container.level > level, let parent = container.parent { container = parent }
    return container
  }
}
