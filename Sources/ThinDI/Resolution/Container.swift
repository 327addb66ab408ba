/// The sealed container: resolves what installers registered, by type and optional name.
///
/// Build one with ``ContainerBuilder``. Its registrations never change after
/// ``ContainerBuilder/build(isolation:)``, so lookups take no lock; only the first construction
/// of a shared instance coordinates with other threads. Only installers and the app's entry
/// point should know the container: app code receives its dependencies through initializers.
public final class Container: Sendable {
  /// Every registration this container resolves, in the order the installers made them; a
  /// child's starts with its parent's, with those it replaced in their place.
  let registrations: [AnyRegistration]
  /// The entries of `registrations`, in the same order: a child shares its parent's entries for
  /// the registrations it inherits, and with them their instances.
  let entries: [AnyEntry]
  /// Unnamed registrations without an argument: the fast path.
  @usableFromInline let table: RegistrationTable
  /// What the built-singleton fast path looks in: `table`, or an empty table when a trace
  /// observer must see every resolve. Choosing once here keeps the check off the fast path.
  @usableFromInline let publishedTable: RegistrationTable
  /// Named registrations and registrations with an argument.
  @usableFromInline let keyedEntries: [ServiceKey: AnyEntry]
  /// Every key of each type, to suggest the registration a failed resolve probably meant.
  private let keysByType: [ObjectIdentifier: [ServiceKey]]
  /// Whether any registration has the graph lifestyle: only then does a resolve need a context
  /// to share instances in.
  let hasGraphRegistrations: Bool
  /// Whether any registration has a finish: only then can a graph-lifestyle factory be
  /// re-entered while it runs.
  let hasFinishes: Bool
  /// Whether a resolve must hold the weak instances it obtains until it returns: only when a
  /// finish can build one again (see `Entry.weakInstance`).
  let holdsWeakInstances: Bool
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
    self.registrations = registrations
    self.startupStepNames = startupStepNames
    self.assembly = assembly
    self.parent = parent
    self.tracer = tracer
    let level = parent.map { $0.level + 1 } ?? 0
    self.level = level
    var inherited: [ObjectIdentifier: AnyEntry] = [:]
    for entry in parent?.entries ?? [] {
      inherited[ObjectIdentifier(entry.registration)] = entry
    }
    let entries = registrations.map {
      inherited[ObjectIdentifier($0)] ?? $0.makeEntry(level: level)
    }
    self.entries = entries
    var unkeyed: [(type: ObjectIdentifier, entry: AnyEntry)] = []
    var keyed: [ServiceKey: AnyEntry] = [:]
    var keysByType: [ObjectIdentifier: [ServiceKey]] = [:]
    for entry in entries {
      let key = entry.key
      if key.name == nil && key.argumentType == nil {
        unkeyed.append((ObjectIdentifier(key.type), entry))
      } else {
        keyed[key] = entry
      }
      keysByType[ObjectIdentifier(key.type), default: []].append(key)
    }
    table = RegistrationTable(unkeyed)
    publishedTable = tracer == nil ? table : RegistrationTable([])
    keyedEntries = keyed
    self.keysByType = keysByType
    hasGraphRegistrations = registrations.contains { $0.lifestyle == .graph }
    hasFinishes = registrations.contains(where: \.hasFinish)
    holdsWeakInstances = hasFinishes && registrations.contains { $0.lifestyle == .weak }
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

  deinit {
    table.deallocate()
    // Without a trace observer, the fast path looks in `table` itself.
    if publishedTable.slots != table.slots { publishedTable.deallocate() }
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
    entry(for: T.self, name: name) != nil
  }

  /// Whether a registration for `type` under `name` with an argument of type `Argument` exists.
  public func isRegistered<T, Argument>(
    _ type: T.Type, name: String? = nil, argument: Argument.Type
  ) -> Bool {
    entry(for: T.self, name: name, argument: Argument.self) != nil
  }

  // MARK: - Resolution internals

  /// The entry registered for `T` under `name`, without an argument.
  @inlinable
  func entry<T>(for _: T.Type, name: String?) -> Entry<T>? {
    let found =
      name == nil
      ? table.entry(for: ObjectIdentifier(T.self))?.takeUnretainedValue()
      : keyedEntries[ServiceKey(T.self, name: name)]
    guard let found else { return nil }
    // Safe: an entry without an argument is always the Entry<T> of a Registration<T> whose key
    // is `T.self`, and the key found here was built from `T.self`.
    return unsafeDowncast(found, to: Entry<T>.self)
  }

  /// The entry registered for `T` under `name` with an argument of type `Argument`.
  @inlinable
  func entry<T, Argument>(for _: T.Type, name: String?, argument _: Argument.Type)
    -> ArgumentEntry<T, Argument>?
  {
    let key = ServiceKey(T.self, name: name, argumentType: Argument.self)
    guard let found = keyedEntries[key] else { return nil }
    // Safe: the key's type and argument type are those of the ArgumentRegistration<T, Argument>.
    return unsafeDowncast(found, to: ArgumentEntry<T, Argument>.self)
  }

  /// A top-level resolve, in `scope` if given: the built singleton at once, else
  /// ``resolveRoot(_:name:scope:isolation:)``. With a trace observer every resolve takes the
  /// long way, so that it is reported.
  @inlinable
  func resolve<T>(_: T.Type, name: String?, in scope: Scope?, isolation: (any Actor)?)
    throws(ResolutionError) -> T
  {
    if name == nil, let instance = publishedTable.publishedInstance(of: T.self) {
      return instance
    }
    return try resolveRoot(T.self, name: name, scope: scope, isolation: isolation)
  }

  /// A top-level resolve of anything but a built singleton.
  @inlinable
  func resolveRoot<T>(
    _: T.Type, name: String?, scope: Scope?, isolation: (any Actor)?
  ) throws(ResolutionError) -> T {
    guard name == nil else {
      guard let entry = entry(for: T.self, name: name) else {
        return try resolveUnregistered(T.self, name: name, scope: scope, isolation: isolation)
      }
      return try resolveRoot(entry, scope: scope, isolation: isolation)
    }
    guard let entry = table.entry(for: ObjectIdentifier(T.self)) else {
      return try resolveUnregistered(T.self, name: nil, scope: scope, isolation: isolation)
    }
    return try RegistrationTable.with(entry, as: T.self) { entry throws(ResolutionError) in
      try resolveRoot(entry, scope: scope, isolation: isolation)
    }
  }

  @inlinable
  func resolveRoot<T>(
    _ entry: Entry<T>, scope: Scope?, isolation: (any Actor)?
  ) throws(ResolutionError) -> T {
    try Resolver.withRoot(self, scope: scope, isolation: isolation) {
      (resolver) throws(ResolutionError) in try resolver.resolve(entry)
    }
  }

  @inlinable
  func resolveRoot<T, Argument>(
    _: T.Type, name: String?, argument: Argument, scope: Scope?, isolation: (any Actor)?
  ) throws(ResolutionError) -> T {
    guard let entry = entry(for: T.self, name: name, argument: Argument.self) else {
      return try resolveUnregistered(
        T.self, name: name, argument: argument, scope: scope, isolation: isolation)
    }
    return try Resolver.withRoot(self, scope: scope, isolation: isolation) {
      (resolver) throws(ResolutionError) in try resolver.resolve(entry, argument: argument)
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

  /// The error for a key nothing is registered under, asked for below `frame` (nil at the top of
  /// a resolve that runs inside no other), with the registrations of the same type.
  @usableFromInline
  func notRegistered(_ key: ServiceKey, below frame: UnsafePointer<ResolutionFrame>?)
    -> ResolutionError
  {
    let alternatives = keysByType[ObjectIdentifier(key.type)] ?? []
    let path = frame == nil ? [key] : ResolutionFrame.path(downTo: frame) + [key]
    return ResolutionError(.notRegistered(alternatives: alternatives), path: path)
  }

  /// The ancestor of this container at `level` (this container at its own level).
  func ancestor(at level: Int) -> Container {
    var container = self
    while container.level > level, let parent = container.parent { container = parent }
    return container
  }
}
