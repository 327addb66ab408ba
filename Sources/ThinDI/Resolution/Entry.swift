import Synchronization

/// A registration at work inside one container: its factory, plus the instances its lifestyle
/// keeps (singleton storage, a weak reference).
@usableFromInline
class AnyEntry: @unchecked Sendable {
  // @unchecked: the stored properties here and in the subclasses are immutable `let`s, Atomics,
  // locked slots, or singleton storage written once before an `Atomic` release store (see Entry).
  let registration: AnyRegistration
  @usableFromInline let lifestyle: Lifestyle
  /// The `level` of the container that made it: a child container resolving an entry of a lower
  /// level builds its shared instances in that ancestor (see `Resolver.building(in:_:)`).
  @usableFromInline let level: Int
  /// Whether the factory takes a runtime argument: only such registrations may appear twice in
  /// one chain without making a cycle.
  let takesArgument: Bool
  /// Whether every resolve of it just runs the factory: transient, without a finish. Decided
  /// once here, so that the usual level of a graph costs one test instead of a switch on the
  /// lifestyle and a look at the finish (see `Resolver.resolve(_:)`).
  @usableFromInline let isPlainTransient: Bool

  init(registration: AnyRegistration, level: Int) {
    self.registration = registration
    self.lifestyle = registration.lifestyle
    self.level = level
    takesArgument = registration.key.argumentType != nil
    isPlainTransient = registration.lifestyle == .transient && !registration.hasFinish
  }

  @usableFromInline var key: ServiceKey { registration.key }

  /// Whether validation's dry run can build it (not when an argument has no sample).
  var canDryRun: Bool { true }

  /// Resolves as `Any`, for validation's dry run.
  func resolveErased(_ resolver: inout Resolver) throws(ResolutionError) -> Any {
    preconditionFailure("subclass responsibility")
  }

  /// The error for a factory (or finish) that threw `error` while `resolver` was in its frame. A
  /// ``ResolutionError`` from below already carries its whole path and goes up unchanged.
  @usableFromInline
  func failure(_ error: any Error, at resolver: borrowing Resolver) -> ResolutionError {
    switch error {
    case let error as ResolutionError: error
    case is OffMainActor: ResolutionError(.requiresMainActor, path: resolver.path)
    default: ResolutionError(.factoryFailed(error), path: resolver.path)
    }
  }
}

/// The entry of a registration whose factory takes only a resolver.
@usableFromInline
final class Entry<T>: AnyEntry, @unchecked Sendable {
  // @unchecked: `singleton` is written once, by the one thread the ConstructionCoordinator lets
  // build it, before `isPublished` is stored with release ordering; readers load `isPublished`
  // with acquire ordering before they read it, so they see the finished value.
  @usableFromInline let factory: @Sendable (inout Resolver) throws -> T
  /// Finishes an instance after it is built (see ``ContainerBuilder/register(_:name:_:factory:finish:)``).
  @usableFromInline let finishing: (@Sendable (inout Resolver, T) throws -> Void)?
  @usableFromInline let isPublished = Atomic<Bool>(false)
  @usableFromInline let singleton: UnsafeMutablePointer<T>?
  let weakSlot: WeakSlot?

  init(registration: Registration<T>, level: Int) {
    factory = registration.factory
    finishing = registration.finish
    singleton = registration.lifestyle.isSingleton ? .allocate(capacity: 1) : nil
    weakSlot = registration.lifestyle == .weak ? WeakSlot() : nil
    super.init(registration: registration, level: level)
  }

  deinit {
    guard let singleton else { return }
    if isPublished.load(ordering: .acquiring) { singleton.deinitialize(count: 1) }
    singleton.deallocate()
  }

  /// The singleton, once built; nil before, and always nil for other lifestyles.
  @inlinable
  var publishedInstance: T? {
    isPublished.load(ordering: .acquiring) ? singleton.unsafelyUnwrapped.pointee : nil
  }

  /// The instance for a resolve reaching this entry through `parent`, by lifestyle.
  @inlinable @inline(__always)
  func resolve(_ parent: inout Resolver) throws(ResolutionError) -> T {
    if _slowPath(parent.tracer != nil) { return try tracedResolve(&parent) }
    return try resolveUntraced(&parent)
  }

  @inlinable @inline(__always)
  func resolveUntraced(_ parent: inout Resolver) throws(ResolutionError) -> T {
    switch lifestyle {
    case .transient:
      let instance = try make(&parent)
      if finishing != nil { try finish(instance, &parent) }
      return instance
    case .singleton, .eagerSingleton:
      if let instance = publishedInstance { return instance }
      return try buildSingleton(&parent)
    case .graph: return try graphInstance(&parent)
    case .weak: return try weakInstance(&parent)
    case .scoped: return try scopedInstance(&parent)
    }
  }

  /// Runs the factory once, one level below `parent`.
  @inlinable @inline(__always)
  func make(_ parent: inout Resolver) throws(ResolutionError) -> T {
    try parent.inFrame(of: self) { (resolver) throws(ResolutionError) -> T in
      do {
        return try factory(&resolver)
      } catch {
        throw failure(error, at: resolver)
      }
    }
  }

  override func resolveErased(_ resolver: inout Resolver) throws(ResolutionError) -> Any {
    try resolve(&resolver)
  }
}

/// The entry of a registration whose factory takes a runtime argument; always transient.
@usableFromInline
final class ArgumentEntry<T, Argument>: AnyEntry, @unchecked Sendable {
  // @unchecked: see AnyEntry; only immutable `let`s.
  @usableFromInline let factory: @Sendable (inout Resolver, Argument) throws -> T
  let sample: (@Sendable () -> Argument)?

  init(registration: ArgumentRegistration<T, Argument>, level: Int) {
    factory = registration.factory
    sample = registration.sample
    super.init(registration: registration, level: level)
  }

  /// The instance built from `argument`, for a resolve reaching this entry through `parent`.
  @inlinable
  func resolve(_ parent: inout Resolver, argument: Argument) throws(ResolutionError) -> T {
    if _slowPath(parent.tracer != nil) { return try tracedResolve(&parent, argument: argument) }
    return try make(&parent, argument: argument)
  }

  @inlinable
  func make(_ parent: inout Resolver, argument: Argument) throws(ResolutionError) -> T {
    try parent.inFrame(of: self) { (resolver) throws(ResolutionError) -> T in
      do {
        return try factory(&resolver, argument)
      } catch {
        throw failure(error, at: resolver)
      }
    }
  }

  override var canDryRun: Bool { sample != nil }

  override func resolveErased(_ resolver: inout Resolver) throws(ResolutionError) -> Any {
    guard let sample else { preconditionFailure("the dry run checks canDryRun first") }
    return try resolve(&resolver, argument: sample())
  }
}

/// Thrown by the wrapper of a `@MainActor` factory called off the main actor.
struct OffMainActor: Error {}
