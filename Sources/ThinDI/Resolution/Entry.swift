import Synchronization

/// A registration at work inside one container: its factory, plus the instances its lifestyle
/// keeps (singleton storage, a weak reference).
@usableFromInline
class AnyEntry: @unchecked Sendable {
  // @unchecked: the stored properties here and in the subclasses are immutable `let`s, Atomics,
  // locked slots, or singleton storage written once before an `Atomic` release store (see Entry).
  let registration: AnyRegistration
  @usableFromInline let lifestyle: Lifestyle

  init(registration: AnyRegistration) {
    self.registration = registration
    self.lifestyle = registration.lifestyle
  }

  @usableFromInline var key: ServiceKey { registration.key }

  /// Whether validation's dry run can build it (not when an argument has no sample).
  var canDryRun: Bool { true }

  /// Resolves as `Any`, for validation's dry run.
  func resolveErased(_ resolver: inout Resolver) throws(ResolutionError) -> Any {
    preconditionFailure("subclass responsibility")
  }

  /// The error one level up from a factory that threw `error`.
  @usableFromInline
  func failure(_ error: any Error) -> ResolutionError {
    switch error {
    case let error as ResolutionError: error.reached(through: key)
    case is OffMainActor: ResolutionError(.requiresMainActor, key: key)
    default: ResolutionError(.factoryFailed(error), key: key)
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
  @usableFromInline let isPublished = Atomic<Bool>(false)
  @usableFromInline let singleton: UnsafeMutablePointer<T>?
  let weakSlot: WeakSlot?

  init(registration: Registration<T>) {
    factory = registration.factory
    singleton = registration.lifestyle.isSingleton ? .allocate(capacity: 1) : nil
    weakSlot = registration.lifestyle == .weak ? WeakSlot() : nil
    super.init(registration: registration)
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
  @inlinable
  func resolve(_ parent: inout Resolver) throws(ResolutionError) -> T {
    switch lifestyle {
    case .transient: return try make(&parent)
    case .singleton, .eagerSingleton:
      if let instance = publishedInstance { return instance }
      return try buildSingleton(&parent)
    case .graph: return try graphInstance(&parent)
    case .weak: return try weakInstance(&parent)
    case .scoped: return try scopedInstance(&parent)
    }
  }

  /// Runs the factory once, one level below `parent`.
  @inlinable
  func make(_ parent: inout Resolver) throws(ResolutionError) -> T {
    let requester = try parent.descend(into: self)
    defer { parent.ascend(to: requester) }
    do {
      return try factory(&parent)
    } catch {
      throw failure(error)
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

  init(registration: ArgumentRegistration<T, Argument>) {
    factory = registration.factory
    sample = registration.sample
    super.init(registration: registration)
  }

  @inlinable
  func make(_ parent: inout Resolver, argument: Argument) throws(ResolutionError) -> T {
    let requester = try parent.descend(into: self)
    defer { parent.ascend(to: requester) }
    do {
      return try factory(&parent, argument)
    } catch {
      throw failure(error)
    }
  }

  override var canDryRun: Bool { sample != nil }

  override func resolveErased(_ resolver: inout Resolver) throws(ResolutionError) -> Any {
    guard let sample else { preconditionFailure("the dry run checks canDryRun first") }
    return try make(&resolver, argument: sample())
  }
}

/// Thrown by the wrapper of a `@MainActor` factory called off the main actor.
struct OffMainActor: Error {}
