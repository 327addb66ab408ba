/// What a factory receives to resolve its dependencies within the same top-level resolve (its
/// graph instances, scope and path). To build something later, take a ``Provider``.
public struct Resolver {
  @usableFromInline var container: Container
  /// The scope this resolve runs in, if any (ThinScenes: a route's new scope, for its screen).
  public let scope: Scope?
  @usableFromInline let recorder: DependencyRecorder?
  @usableFromInline var graph: SlotStates?, ongoing: Ongoing?
  @usableFromInline var depth: Int32 = 0, arguments: Int32 = 0, finishes: Int32 = 0
  @usableFromInline var constructions: UInt32 = 0, requester: ObjectIdentifier?
  @usableFromInline let isObserved: Bool, continues: Bool
  @usableFromInline let isolation: ObjectIdentifier?

  @inlinable
  init(
    root container: Container, scope: Scope?, recorder: DependencyRecorder?,
    continuing: Continuation?, isolation: (any Actor)?
  ) {
    (self.container, self.scope) = (container, scope)
    self.recorder = recorder ?? continuing?.recorder
    (isObserved, continues) = (container.tracer != nil || self.recorder != nil, continuing != nil)
    self.isolation = isolation.map { ObjectIdentifier($0) }
    guard let continuing else { return }
    (depth, arguments, finishes) = (continuing.depth, continuing.arguments, continuing.finishes)
    requester = continuing.requester
  }

  @inlinable @inline(__always)
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

  /// The instance registered for `type` (and `name`); for an unregistered `Optional`, maybe nil.
  @inlinable @inline(__always)
  public mutating func resolve<T>(_ type: T.Type = T.self, name: String? = nil)
    throws(ResolutionError) -> T
  {
    guard let index = container.index(of: T.self, name: name) else {
      return try resolveUnregistered(T.self, name: name)
    }
    return try resolve(T.self, at: index)
  }

  @inlinable @inline(__always)
  mutating func resolve<T>(_: T.Type, at index: Int) throws(ResolutionError) -> T {
    guard _fastPath(!isObserved) else { return try resolveAny(T.self, at: index) }
    if let factory = container.entry(at: index, as: Entry<T>.self).plainFactory {
      return try inPlainFrame(of: index) { resolver in try factory(&resolver) }
    }
    if let instance = container.publishedInstance(T.self, at: index) { return instance }
    return try resolveAny(T.self, at: index)
  }

  @inlinable @inline(never)
  mutating func resolveAny<T>(_: T.Type, at index: Int) throws(ResolutionError) -> T {
    let entry = container.entry(at: index, as: Entry<T>.self)
    let instance = try entry.resolve(&self)
    recorder?.record(requester, entry)
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
    recorder?.record(requester, entry)
    return instance
  }

  /// Like ``resolve(_:name:)``, but traps with the error's full message instead of throwing.
  public mutating func require<T>(_ type: T.Type = T.self, name: String? = nil) -> T {
    requiring { () throws(ResolutionError) in try resolve(type, name: name) }
  }

  @inlinable @inline(__always)
  mutating func inFrame<R>(
    _ frame: Frame, isFinish: Bool = false, _ body: (inout Resolver) throws -> R
  ) throws(ResolutionError) -> R {
    let outer = (requester, arguments, finishes)
    if frame.takesArgument { arguments &+= 1 }
    if isFinish { finishes &+= 1 }
    (constructions, requester) = (constructions &+ 1, frame.id)
    defer { (requester, arguments, finishes) = outer }
    return try inPlainFrame(of: frame.index, body)
  }

  /// One level down, counted in depth only: what a plain transient's factory needs when nobody
  /// observes the resolve (the requester and constructions serve recorder and tracer alone).
  @inlinable @inline(__always)
  mutating func inPlainFrame<R>(of index: Int, _ body: (inout Resolver) throws -> R)
    throws(ResolutionError) -> R
  {
    depth &+= 1
    defer { depth &-= 1 }
    if _slowPath(depth &- arguments > ResolutionLimits.chain || depth > ResolutionLimits.depth) {
      throw .tooDeep(at: container.entries[index].key)
    }
    do { return try body(&self) } catch {
      // The entry again, from the container that holds it: not kept across the body.
      throw ResolutionError(thrown: error).reached(through: container.entries[index].key)
    }
  }

  @usableFromInline
  func notRegistered(_ key: ServiceKey) -> ResolutionError {
    recorder?.recordMissing(key, requester: requester)
    return container.notRegistered(key)
  }
}

/// A level of a resolve's path, as values (its entry's index, identity and argument flag).
@usableFromInline typealias Frame = (index: Int, id: ObjectIdentifier, takesArgument: Bool)

/// Chains deeper than any real graph, or recursions through arguments, stop before the stack does.
@usableFromInline enum ResolutionLimits {
  @inlinable static var chain: Int32 { 128 }
  @inlinable static var depth: Int32 { 1_024 }
}
