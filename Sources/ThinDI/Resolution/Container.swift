/// The sealed container: resolves what installers registered, by type and optional name.
///
/// Build one with ``ContainerBuilder``. Its registrations never change after
/// ``ContainerBuilder/build(isolation:)``, so lookups take no lock; only the first construction
/// of a shared instance coordinates with other threads. Only installers and the app's entry
/// point should know the container: app code receives its dependencies through initializers.
public final class Container: Sendable {
  /// Every registration, in the order the installers made them.
  let registrations: [AnyRegistration]
  /// The entries of `registrations`, in the same order.
  let entries: [AnyEntry]
  /// Unnamed registrations without an argument: the fast path.
  @usableFromInline let table: RegistrationTable
  /// Named registrations and registrations with an argument.
  @usableFromInline let keyedEntries: [ServiceKey: AnyEntry]
  /// Every key of each type, to suggest the registration a failed resolve probably meant.
  private let keysByType: [ObjectIdentifier: [ServiceKey]]
  /// Whether any registration has the graph lifestyle: only then does a resolve need a context
  /// to share instances in.
  let hasGraphRegistrations: Bool
  /// The names of the startup steps, in order; each is a registration of `any StartupStep`.
  let startupStepNames: [String]
  /// The features of steps and scenes, and the routes.
  let assembly: Assembly
  /// Which features have run their startup steps.
  let featureStarts = FeatureStarts()

  init(registrations: [AnyRegistration], startupStepNames: [String], assembly: Assembly) {
    self.registrations = registrations
    self.startupStepNames = startupStepNames
    self.assembly = assembly
    let entries = registrations.map { $0.makeEntry() }
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
    keyedEntries = keyed
    self.keysByType = keysByType
    hasGraphRegistrations = registrations.contains { $0.lifestyle == .graph }
  }

  /// The instance registered for `type` (and `name`), built according to its lifestyle.
  ///
  /// Throws a ``ResolutionError`` naming the whole path when the type, or anything it depends on,
  /// is not registered, when the dependencies form a cycle, or when a factory throws.
  /// `isolation` is the caller's, filled in by the compiler: `@MainActor` registrations resolve
  /// only for callers on the main actor.
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
  /// ``resolveRoot(_:name:scope:isolation:)``.
  @inlinable
  func resolve<T>(_: T.Type, name: String?, in scope: Scope?, isolation: (any Actor)?)
    throws(ResolutionError) -> T
  {
    if name == nil, let instance = table.publishedInstance(of: T.self) { return instance }
    return try resolveRoot(T.self, name: name, scope: scope, isolation: isolation)
  }

  /// A top-level resolve of anything but a built singleton.
  @inlinable
  func resolveRoot<T>(
    _: T.Type, name: String?, scope: Scope?, isolation: (any Actor)?
  ) throws(ResolutionError) -> T {
    guard name == nil else {
      guard let entry = entry(for: T.self, name: name) else {
        throw notRegistered(ServiceKey(T.self, name: name))
      }
      return try resolveRoot(entry, scope: scope, isolation: isolation)
    }
    let instance = try table.withEntry(of: T.self) { entry throws(ResolutionError) in
      try resolveRoot(entry, scope: scope, isolation: isolation)
    }
    guard let instance else { throw notRegistered(ServiceKey(T.self)) }
    return instance
  }

  @inlinable
  func resolveRoot<T>(
    _ entry: Entry<T>, scope: Scope?, isolation: (any Actor)?
  ) throws(ResolutionError) -> T {
    do {
      var resolver = Resolver(root: self, scope: scope, isolation: isolation)
      return try entry.resolve(&resolver)
    } catch {
      throw error.trimmingCycle()
    }
  }

  @inlinable
  func resolveRoot<T, Argument>(
    _: T.Type, name: String?, argument: Argument, scope: Scope?, isolation: (any Actor)?
  ) throws(ResolutionError) -> T {
    guard let entry = entry(for: T.self, name: name, argument: Argument.self) else {
      throw notRegistered(ServiceKey(T.self, name: name, argumentType: Argument.self))
    }
    do {
      var resolver = Resolver(root: self, scope: scope, isolation: isolation)
      return try entry.make(&resolver, argument: argument)
    } catch {
      throw error.trimmingCycle()
    }
  }

  /// A top-level resolve of `entry` as `Any`: eager singletons and the validation dry run.
  func resolveErased(
    _ entry: AnyEntry, scope: Scope?, recorder: DependencyRecorder?, isolation: (any Actor)?
  ) throws(ResolutionError) -> Any {
    var resolver = Resolver(root: self, scope: scope, recorder: recorder, isolation: isolation)
    do {
      return try entry.resolveErased(&resolver)
    } catch {
      throw error.trimmingCycle()
    }
  }

  /// The error for a key nothing is registered under, with the registrations of the same type.
  @usableFromInline
  func notRegistered(_ key: ServiceKey) -> ResolutionError {
    let alternatives = keysByType[ObjectIdentifier(key.type)] ?? []
    return ResolutionError(.notRegistered(alternatives: alternatives), key: key)
  }
}
