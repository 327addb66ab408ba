/// What a factory receives: resolves its dependencies within the same top-level resolve, so that
/// graph-lifestyle instances are shared, scoped ones come from the same scope, cycles are caught
/// and errors carry the whole path.
///
/// A factory receives it `inout` and uses it for the duration of the call. To build something
/// later (a detail screen when a row is chosen), take a ``Provider`` from ``provider(_:name:)``.
public struct Resolver {
  /// The container this level resolves in: the top-level one, or an ancestor while a shared
  /// instance registered there is built (see `building(in:_:)`).
  @usableFromInline var container: Container
  /// Made only when needed (a scope, graph-lifestyle registrations, a dry run).
  @usableFromInline let context: ResolutionContext?
  /// The levels of the path (those of a resolve this one continues included), and how many of
  /// them run a registration with an argument, and how many a finish.
  @usableFromInline var depth: Int32 = 0, arguments: Int32 = 0, finishes: Int32 = 0
  /// Factories and finishes entered: the trace's "built" or "reused".
  @usableFromInline var constructions: UInt32 = 0
  /// The entry whose factory or finish runs, which the dry run records edges from.
  @usableFromInline var requester: ObjectIdentifier?
  @usableFromInline let tracer: ResolutionTracer?
  /// Whether a trace observer or the dry run's recorder watches every level.
  @usableFromInline let isObserved: Bool
  /// Whether this resolve continues one running below a provider call, which settles errors.
  @usableFromInline let continues: Bool
  /// Whether providers taken in this resolve continue it: until it returns.
  @usableFromInline var ongoing: Ongoing?
  /// The identity of the caller's actor: an address, never dereferenced.
  private let isolation: ObjectIdentifier?

  @usableFromInline
  init(
    root container: Container, scope: Scope?, recorder: DependencyRecorder?,
    continuing: Continuation?, isolation: (any Actor)?
  ) {
    let recorder = recorder ?? continuing?.recorder
    let needsContext = scope != nil || recorder != nil || container.hasGraphRegistrations
    context = needsContext ? ResolutionContext(scope: scope, recorder: recorder) : nil
    (self.container, tracer) = (container, container.tracer)
    (isObserved, continues) = (tracer != nil || recorder != nil, continuing != nil)
    self.isolation = isolation.map { ObjectIdentifier($0) }
    guard let continuing else { return }
    (depth, arguments, finishes) = (continuing.depth, continuing.arguments, continuing.finishes)
    requester = continuing.requester
  }

  /// Runs `body` with the resolver of a new top-level resolve, which continues `continuing`.
  @inlinable
  static func withRoot<R>(
    _ container: Container, scope: Scope?, recorder: DependencyRecorder? = nil,
    continuing: Continuation? = nil, isolation: (any Actor)?,
    _ body: (inout Resolver) throws(ResolutionError) -> R
  ) throws(ResolutionError) -> R {
    var resolver = Resolver(
      root: container, scope: scope, recorder: recorder, continuing: continuing,
      isolation: isolation)
    defer { resolver.ongoing?.end() }
    do { return try body(&resolver) } catch { throw resolver.continues ? error : error.settled() }
  }

  /// Whether the caller is isolated to the main actor, so that `@MainActor` factories may run (a
  /// synchronous resolve stays on its caller's executor).
  var isOnMainActor: Bool { isolation == ObjectIdentifier(MainActor.shared) }

  /// The instance registered for `type` (and `name`), built according to its lifestyle. When
  /// nothing is registered for an `Optional` type, the registration of the type it wraps
  /// answers, and nil comes back when there is none either (see <doc:ChoosingALifestyle>).
  @inlinable @inline(__always)
  public mutating func resolve<T>(_ type: T.Type = T.self, name: String? = nil)
    throws(ResolutionError) -> T
  {
    guard let index = container.index(of: T.self, name: name) else {
      return try resolveUnregistered(T.self, name: name)
    }
    return try resolve(T.self, at: index)
  }

  /// The instance of the entry at `index`, inlined into the factory that asks: the usual level
  /// (a transient without a finish, or a built singleton, nobody watching) is a test or two, the
  /// level and the factory.
  @inlinable @inline(__always)
  mutating func resolve<T>(_: T.Type, at index: Int) throws(ResolutionError) -> T {
    let entry = container.entry(at: index, as: Entry<T>.self)
    guard _fastPath(!isObserved) else { return try resolveAny(T.self, at: index) }
    if _fastPath(entry.isPlainTransient) { return try entry.make(&self) }
    if let instance = entry.publishedInstance { return instance }
    return try resolveAny(T.self, at: index)
  }

  @inlinable @inline(never)
  mutating func resolveAny<T>(_: T.Type, at index: Int) throws(ResolutionError) -> T {
    let entry = container.entry(at: index, as: Entry<T>.self)
    let instance = try entry.resolve(&self)
    context?.recorder?.record(requester, entry)
    return instance
  }

  /// The instance registered for `type` with a runtime `argument` of type `Argument`.
  @inlinable
  public mutating func resolve<T, Argument>(
    _ type: T.Type = T.self, name: String? = nil, argument: Argument
  ) throws(ResolutionError) -> T {
    guard let index = container.keyed[ServiceKey(T.self, name: name, argumentType: Argument.self)]
    else { return try resolveUnregistered(T.self, name: name, argument: argument) }
    let entry = container.entry(at: index, as: ArgumentEntry<T, Argument>.self)
    let instance = try entry.resolve(&self, argument: argument)
    context?.recorder?.record(requester, entry)
    return instance
  }

  /// Like ``resolve(_:name:)``, but traps with the error's full message instead of throwing.
  public mutating func require<T>(_ type: T.Type = T.self, name: String? = nil) -> T {
    requiring { () throws(ResolutionError) in try resolve(type, name: name) }
  }

  /// Runs `body` (a factory or a finish of `entry`) one level down. A level past the limits is
  /// refused as too deep; an error leaves with the level's key in front.
  @inlinable @inline(__always)
  mutating func inFrame<R>(
    of entry: AnyEntry, isFinish: Bool = false, _ body: (inout Resolver) throws -> R
  ) throws(ResolutionError) -> R {
    let (outer, index) = ((requester, arguments), entry.index)
    depth &+= 1
    if entry.takesArgument { arguments &+= 1 }
    if isFinish { finishes &+= 1 }
    (constructions, requester) = (constructions &+ 1, ObjectIdentifier(entry))
    defer {
      ((requester, arguments), depth) = (outer, depth &- 1)
      if isFinish { finishes &-= 1 }
    }
    if _slowPath(depth &- arguments > ResolutionLimits.chain || depth > ResolutionLimits.depth) {
      throw .tooDeep(at: entry.key)
    }
    do {
      return try body(&self)
    } catch {
      // The entry again, from the container that holds it: not kept across the body.
      throw ResolutionError(thrown: error).reached(through: container.entries[index].key)
    }
  }

  /// The scope this resolve runs in, if any: a session's, for what is built in it to keep (and
  /// end), such as the screen a ThinScenes route opened in a new scope.
  public var scope: Scope? { context?.scope }

  /// The error for a key nothing is registered under, asked for by the running factory.
  @usableFromInline
  func notRegistered(_ key: ServiceKey) -> ResolutionError {
    context?.recorder?.recordMissing(key, requester: requester)
    return container.notRegistered(key)
  }
}

/// The bounds of one chain of resolves, within which a cycle of transients or finishes, even
/// through providers, is named (see `ResolutionError.settled()`) before the stack runs out.
@usableFromInline
enum ResolutionLimits {
  /// Registrations without an argument in one chain: more is deeper than any real graph.
  @inlinable static var chain: Int32 { 128 }
  /// Levels in one chain, arguments included: a tree built node by node may go this deep.
  @inlinable static var depth: Int32 { 1_024 }
}
