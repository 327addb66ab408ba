/// What a factory receives: resolves its dependencies within the same top-level resolve, so that
/// graph-lifestyle instances are shared, scoped ones come from the same scope, cycles are caught
/// and errors carry the whole path.
///
/// A factory receives it `inout` and uses it for the duration of the call: the container moves it
/// down and back up the graph as factories run, instead of making one per level. To build
/// something later (a detail screen when a row is chosen), take a ``Provider`` from
/// ``provider(_:name:)`` instead.
public struct Resolver {
  @usableFromInline let container: Container
  /// The per-resolve state, made only when something needs it (a scope, graph-lifestyle
  /// registrations, a dry run): most resolves allocate nothing of their own.
  @usableFromInline let context: ResolutionContext?
  /// The entry whose factory is running; nil at the top level. Unmanaged: the entry belongs to
  /// `container`, which this resolver retains, so it outlives the resolver, and saving and
  /// restoring it at every level then costs no reference counting.
  @usableFromInline var requester: Unmanaged<AnyEntry>?
  @usableFromInline var depth: Int32
  /// The identity of the actor the top-level caller is isolated to: an address, never
  /// dereferenced, so it costs no reference counting.
  private let isolation: ObjectIdentifier?

  /// The resolver of a top-level resolve.
  @usableFromInline
  init(
    root container: borrowing Container, scope: borrowing Scope?,
    recorder: borrowing DependencyRecorder? = nil, isolation: borrowing (any Actor)?
  ) {
    self.container = copy container
    let needsContext = scope != nil || recorder != nil || container.hasGraphRegistrations
    context = needsContext ? ResolutionContext(scope: copy scope, recorder: copy recorder) : nil
    requester = nil
    depth = 0
    self.isolation = isolation.map { ObjectIdentifier($0) }
  }

  /// Whether the top-level caller is isolated to the main actor, so that `@MainActor` factories
  /// may run (a synchronous resolve stays on its caller's executor). `MainActor.shared` lives for
  /// the whole process, so no other actor can ever have its identity.
  var isOnMainActor: Bool { isolation == ObjectIdentifier(MainActor.shared) }

  /// The instance registered for `type` (and `name`), built according to its lifestyle.
  @inlinable
  public mutating func resolve<T>(_ type: T.Type = T.self, name: String? = nil)
    throws(ResolutionError) -> T
  {
    if name == nil {
      let instance = try container.table.withEntry(of: T.self) { entry throws(ResolutionError) in
        try resolve(entry)
      }
      guard let instance else { throw notRegistered(ServiceKey(T.self)) }
      return instance
    }
    guard let entry = container.entry(for: T.self, name: name) else {
      throw notRegistered(ServiceKey(T.self, name: name))
    }
    return try resolve(entry)
  }

  /// The instance of `entry`, reached from this resolver's factory.
  @inlinable
  mutating func resolve<T>(_ entry: Entry<T>) throws(ResolutionError) -> T {
    let instance = try entry.resolve(&self)
    if let recorder = context?.recorder { recorder.record(requesterEntry, entry) }
    return instance
  }

  /// The instance registered for `type` with a runtime `argument` of type `Argument`.
  @inlinable
  public mutating func resolve<T, Argument>(
    _ type: T.Type = T.self, name: String? = nil, argument: Argument
  ) throws(ResolutionError) -> T {
    guard let entry = container.entry(for: T.self, name: name, argument: Argument.self) else {
      throw notRegistered(ServiceKey(T.self, name: name, argumentType: Argument.self))
    }
    let instance = try entry.make(&self, argument: argument)
    if let recorder = context?.recorder { recorder.record(requesterEntry, entry) }
    return instance
  }

  /// Like ``resolve(_:name:)``, but traps with the error's full message instead of throwing.
  public mutating func require<T>(_ type: T.Type = T.self, name: String? = nil) -> T {
    requiring { () throws(ResolutionError) in try resolve(type, name: name) }
  }

  /// Goes one level down, into the factory of `entry`, and returns the requester to restore.
  ///
  /// One resolver serves the whole resolve: each level marks itself as the requester and goes one
  /// deeper, then ``ascend(to:)`` puts it back, so that no resolver (and no retain) is made per
  /// level. Throws when the chain is deeper than any real graph: a cycle of transients.
  @inlinable
  mutating func descend(into entry: AnyEntry) throws(ResolutionError) -> Unmanaged<AnyEntry>? {
    guard depth < ResolutionContext.maximumDepth else {
      throw ResolutionError(.tooDeep, key: entry.key)
    }
    let outer = requester
    requester = .passUnretained(entry)
    depth &+= 1
    return outer
  }

  /// Comes back up from a factory that ``descend(into:)`` entered.
  @inlinable
  mutating func ascend(to outer: Unmanaged<AnyEntry>?) {
    requester = outer
    depth &-= 1
  }

  /// The entry whose factory is running, for the dry run's recorder.
  @usableFromInline
  var requesterEntry: AnyEntry? { requester?.takeUnretainedValue() }

  /// The scope this resolve runs in, if any: the one a route opened with `.new(named:)`, for
  /// the scene it opens to keep (and end).
  public var scope: Scope? { context?.scope }

  /// The error for a key nothing is registered under, asked for by `requester`'s factory.
  @usableFromInline
  func notRegistered(_ key: ServiceKey) -> ResolutionError {
    context?.recorder?.recordMissing(key, requester: requesterEntry)
    return container.notRegistered(key)
  }
}
