/// What a factory receives: resolves its dependencies within the same top-level resolve, so that
/// graph-lifestyle instances are shared, scoped ones come from the same scope, cycles are caught
/// and errors carry the whole path.
///
/// A factory receives it `inout` and uses it for the duration of the call: the container moves it
/// down and back up the graph as factories run, instead of making one per level. To build
/// something later (a detail screen when a row is chosen), take a ``Provider`` from
/// ``provider(_:name:)`` instead.
public struct Resolver {
  /// The container this level resolves in: the top-level one, or one of its ancestors while a
  /// shared instance registered there is built (see `building(in:_:)`).
  @usableFromInline var container: Container
  /// The per-resolve state, made only when something needs it (a scope, graph-lifestyle
  /// registrations, weak ones with finishes, a dry run): most resolves allocate nothing of their
  /// own.
  @usableFromInline let context: ResolutionContext?
  /// The innermost level in progress; nil at the top level of a resolve that runs inside no
  /// other. Points into the stack of this thread (see ``ResolutionFrame``).
  @usableFromInline var frame: UnsafePointer<ResolutionFrame>?
  /// How many levels `frame` is deep, counting those of the resolves this one runs inside.
  @usableFromInline var depth: Int32
  /// Factories and finishes this resolver has entered: the trace's "built" or "reused".
  @usableFromInline var constructions: UInt32
  /// The container's trace observer, if it has one.
  @usableFromInline let tracer: ResolutionTracer?
  /// Whether anything watches each level: a trace observer, or the dry run's recorder. Without
  /// either, a level of a plain transient is only its factory (see `resolve(_:)`).
  @usableFromInline let isObserved: Bool
  /// The identity of the actor the top-level caller is isolated to: an address, never
  /// dereferenced, so it costs no reference counting.
  private let isolation: ObjectIdentifier?

  /// The resolver of a top-level resolve; `outer` is the resolve running on this thread that it
  /// runs inside, if any.
  @usableFromInline
  init(
    root container: borrowing Container, scope: borrowing Scope?,
    recorder: borrowing DependencyRecorder?, outer: UnsafeMutablePointer<Resolver>?,
    isolation: borrowing (any Actor)?
  ) {
    self.container = copy container
    let recorder = (copy recorder) ?? outer?.pointee.context?.recorder
    let needsContext =
      scope != nil || recorder != nil || container.hasGraphRegistrations
      || container.holdsWeakInstances
    context =
      needsContext
      ? ResolutionContext(
        scope: copy scope, recorder: recorder, mayFinish: container.hasFinishes) : nil
    frame = outer?.pointee.frame
    depth = outer?.pointee.depth ?? 0
    constructions = 0
    tracer = container.tracer
    isObserved = tracer != nil || recorder != nil
    self.isolation = isolation.map { ObjectIdentifier($0) }
  }

  /// Runs `body` with the resolver of a new top-level resolve, registered as this thread's active
  /// resolve for its duration, so that resolves started inside its factories continue from it.
  @inlinable
  static func withRoot<R>(
    _ container: Container, scope: Scope?, recorder: DependencyRecorder? = nil,
    isolation: (any Actor)?, _ body: (inout Resolver) throws(ResolutionError) -> R
  ) throws(ResolutionError) -> R {
    let outer = ActiveResolver.current
    var resolver = Resolver(
      root: container, scope: scope, recorder: recorder, outer: outer, isolation: isolation)
    return try withUnsafeMutablePointer(to: &resolver) { (active) throws(ResolutionError) -> R in
      ActiveResolver.current = active
      defer { ActiveResolver.current = outer }
      return try body(&active.pointee)
    }
  }

  /// Whether the top-level caller is isolated to the main actor, so that `@MainActor` factories
  /// may run (a synchronous resolve stays on its caller's executor). `MainActor.shared` lives for
  /// the whole process, so no other actor can ever have its identity.
  var isOnMainActor: Bool { isolation == ObjectIdentifier(MainActor.shared) }

  /// The instance registered for `type` (and `name`), built according to its lifestyle.
  ///
  /// When nothing is registered for an `Optional` type, the registration of the type it wraps
  /// answers, and nil comes back when there is none either (see <doc:ChoosingALifestyle>).
  @inlinable
  public mutating func resolve<T>(_ type: T.Type = T.self, name: String? = nil)
    throws(ResolutionError) -> T
  {
    if name == nil {
      guard let entry = container.table.entry(for: ObjectIdentifier(T.self)) else {
        return try resolveUnregistered(T.self, name: nil)
      }
      return try RegistrationTable.with(entry, as: T.self) { entry throws(ResolutionError) in
        try resolve(entry)
      }
    }
    guard let entry = container.entry(for: T.self, name: name) else {
      return try resolveUnregistered(T.self, name: name)
    }
    return try resolve(entry)
  }

  /// The instance of `entry`, reached from this resolver's factory.
  ///
  /// Inlined into the caller's `resolve`, so that the usual level (a transient without a finish,
  /// nobody watching) is one function: the lookup, one test, the frame and the factory. Three
  /// nested calls and a switch per level cost 28 ns more on the benchmark graph of 7 resolves
  /// (309 against 281 ns).
  @inlinable @inline(__always)
  mutating func resolve<T>(_ entry: Entry<T>) throws(ResolutionError) -> T {
    if _fastPath(entry.isPlainTransient && !isObserved) { return try entry.make(&self) }
    return try resolveAny(entry)
  }

  /// ``resolve(_:)`` for every other level: a shared lifestyle, a finish, a trace or a recorder.
  /// Out of line, so that the fast path above stays small where it is inlined.
  @inlinable @inline(never)
  mutating func resolveAny<T>(_ entry: Entry<T>) throws(ResolutionError) -> T {
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
      return try resolveUnregistered(T.self, name: name, argument: argument)
    }
    return try resolve(entry, argument: argument)
  }

  /// The instance `entry` builds from `argument`, reached from this resolver's factory.
  @inlinable
  mutating func resolve<T, Argument>(_ entry: ArgumentEntry<T, Argument>, argument: Argument)
    throws(ResolutionError) -> T
  {
    let instance = try entry.resolve(&self, argument: argument)
    if let recorder = context?.recorder { recorder.record(requesterEntry, entry) }
    return instance
  }

  /// Like ``resolve(_:name:)``, but traps with the error's full message instead of throwing.
  public mutating func require<T>(_ type: T.Type = T.self, name: String? = nil) -> T {
    requiring { () throws(ResolutionError) in try resolve(type, name: name) }
  }

  /// Runs `body` one level down, in a frame for `entry`, and comes back up.
  ///
  /// One resolver serves the whole resolve: each level pushes a frame on the stack, marks it as
  /// the innermost and goes one deeper, then puts everything back, so that no resolver (and no
  /// retain) is made per level. Past a depth no real graph reaches, the depth guard looks for a
  /// cycle or a chain too deep before going on.
  @inlinable
  mutating func inFrame<R>(
    of entry: AnyEntry, isFinish: Bool = false,
    _ body: (inout Resolver) throws(ResolutionError) -> R
  ) throws(ResolutionError) -> R {
    if _slowPath(depth >= ResolutionLimits.firstCheck) { try checkDeepChain(entering: entry) }
    var level = ResolutionFrame(entry: .passUnretained(entry), parent: frame, isFinish: isFinish)
    return try withUnsafePointer(to: &level) { (level) throws(ResolutionError) -> R in
      let outer = frame
      frame = level
      depth &+= 1
      constructions &+= 1
      defer {
        frame = outer
        depth &-= 1
      }
      return try body(&self)
    }
  }

  /// The entry whose factory is running, for the dry run's recorder.
  @usableFromInline
  var requesterEntry: AnyEntry? { frame?.pointee.entry.takeUnretainedValue() }

  /// The keys from the outermost top-level resolve down to the running factory.
  var path: [ServiceKey] { ResolutionFrame.path(downTo: frame) }

  /// The scope this resolve runs in, if any: a session's, for what is built in it to keep (and
  /// end), such as the screen a ThinScenes route opened in a new scope.
  public var scope: Scope? { context?.scope }

  /// The error for a key nothing is registered under, asked for by the running factory.
  @usableFromInline
  func notRegistered(_ key: ServiceKey) -> ResolutionError {
    context?.recorder?.recordMissing(key, requester: requesterEntry)
    return container.notRegistered(key, below: frame)
  }
}
