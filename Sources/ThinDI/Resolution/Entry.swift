import Synchronization

/// A registration at work inside one container: its factory, plus the instances its lifestyle
/// keeps (singleton storage, a weak reference).
@usableFromInline
class AnyEntry: @unchecked Sendable {
  // @unchecked: the stored properties here and in the subclasses are immutable `let`s, atomics,
  // locked slots, or singleton storage written once under the construction lock before an
  // `Atomic` release store (see Entry).
  let registration: AnyRegistration
  @usableFromInline let lifestyle: Lifestyle
  /// The `level` of the container that made it: a child container resolving an entry of a lower
  /// level builds its shared instances in that ancestor (see `Resolver.building(in:_:)`).
  @usableFromInline let level: Int
  /// Whether the factory takes a runtime argument: such levels may repeat in one chain.
  @usableFromInline let takesArgument: Bool
  /// Whether every resolve of it just runs the factory: transient, without a finish.
  @usableFromInline let isPlainTransient: Bool
  /// Where the containers that hold it keep it (see `Container.entries`).
  @usableFromInline let index: Int

  init(registration: AnyRegistration, level: Int, index: Int) {
    self.registration = registration
    self.lifestyle = registration.lifestyle
    (self.level, self.index) = (level, index)
    takesArgument = registration.key.argumentType != nil
    isPlainTransient = registration.lifestyle == .transient && !registration.hasFinish
  }

  @usableFromInline var key: ServiceKey { registration.key }

  /// Whether validation's dry run can build it (not when an argument has no sample).
  var canDryRun: Bool { true }

  /// Resolves as `Any`, for validation's dry run and eager singletons.
  func resolveErased(_ resolver: inout Resolver) throws(ResolutionError) -> Any {
    preconditionFailure("subclass responsibility")
  }
}

/// The entry of a registration whose factory takes only a resolver.
@usableFromInline
final class Entry<T>: AnyEntry, @unchecked Sendable {
  // @unchecked: `box` is written once, under the construction lock, before `published` is
  // stored with release ordering.
  @usableFromInline let factory: @Sendable (inout Resolver) throws -> T
  /// Finishes an instance after it is built (see ``ContainerBuilder/register(_:name:_:factory:finish:)``).
  @usableFromInline let finishing: (@Sendable (inout Resolver, T) throws -> Void)?
  /// The singleton once built, read with one acquire load: a reference to `box`, which holds
  /// it for the entry's life (an atomic holds a reference only unmanaged).
  @usableFromInline let published = Atomic<Unmanaged<Box<T>>?>(nil)
  private var box: Box<T>?
  /// The instance of the weak lifestyle, held weakly.
  let weakInstance = WeakReference()

  init(registration: Registration<T>, level: Int, index: Int) {
    factory = registration.factory
    finishing = registration.finish
    super.init(registration: registration, level: level, index: index)
  }

  /// The singleton, once built and published; nil before, and for other lifestyles.
  @inlinable
  var publishedInstance: T? {
    published.load(ordering: .acquiring)?.takeUnretainedValue().value
  }

  /// Makes `instance` the singleton (under the construction lock).
  func publish(_ instance: T) {
    let box = Box(instance)
    self.box = box
    published.store(.passUnretained(box), ordering: .releasing)
  }

  /// The instance for a resolve reaching this entry, by lifestyle.
  @inlinable
  func resolve(_ resolver: inout Resolver) throws(ResolutionError) -> T {
    guard let tracer = resolver.tracer else { return try resolveUntraced(&resolver) }
    return try tracer.traced(self, &resolver) { (resolver) throws(ResolutionError) in
      try resolveUntraced(&resolver)
    }
  }

  @inlinable
  func resolveUntraced(_ resolver: inout Resolver) throws(ResolutionError) -> T {
    switch lifestyle {
    case .transient:
      let instance = try make(&resolver)
      try finish(instance, &resolver)
      return instance
    case .singleton, .eagerSingleton:
      if let instance = publishedInstance { return instance }
      return try sharedInstance(&resolver)
    case .graph: return try graphInstance(&resolver)
    case .weak, .scoped: return try sharedInstance(&resolver)
    }
  }

  /// Runs the factory once, one level down. The factory is taken out of the entry first, so that
  /// the entry need not be retained while it runs (the container keeps it).
  @inlinable @inline(__always)
  func make(_ resolver: inout Resolver) throws(ResolutionError) -> T {
    let factory = factory
    return try resolver.inFrame(of: self) { (resolver) throws(ResolutionError) -> T in
      do {
        return try factory(&resolver)
      } catch {
        throw factoryFailure(error)
      }
    }
  }

  /// Runs the registration's finish on `instance`, one level down: what it resolves is part of
  /// the same graph, and a cycle through it is named like any other.
  @usableFromInline
  func finish(_ instance: T, _ resolver: inout Resolver) throws(ResolutionError) {
    guard let finishing else { return }
    return try resolver.inFrame(of: self, isFinish: true) { (resolver) throws(ResolutionError) in
      do {
        try finishing(&resolver, instance)
      } catch {
        throw factoryFailure(error)
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

  init(registration: ArgumentRegistration<T, Argument>, level: Int, index: Int) {
    factory = registration.factory
    sample = registration.sample
    super.init(registration: registration, level: level, index: index)
  }

  /// The instance built from `argument`, one level down.
  @inlinable
  func resolve(_ resolver: inout Resolver, argument: Argument) throws(ResolutionError) -> T {
    guard let tracer = resolver.tracer else { return try make(&resolver, argument: argument) }
    return try tracer.traced(self, &resolver) { (resolver) throws(ResolutionError) in
      try make(&resolver, argument: argument)
    }
  }

  @inlinable
  func make(_ resolver: inout Resolver, argument: Argument) throws(ResolutionError) -> T {
    let factory = factory
    return try resolver.inFrame(of: self) { (resolver) throws(ResolutionError) -> T in
      do {
        return try factory(&resolver, argument)
      } catch {
        throw factoryFailure(error)
      }
    }
  }

  override var canDryRun: Bool { sample != nil }

  override func resolveErased(_ resolver: inout Resolver) throws(ResolutionError) -> Any {
    guard let sample else { preconditionFailure("the dry run checks canDryRun first") }
    return try resolve(&resolver, argument: sample())
  }
}

/// The error for a factory (or finish) that threw `error`, before its level puts its key in
/// front: a ``ResolutionError`` from below goes up as it is.
@usableFromInline
func factoryFailure(_ error: any Error) -> ResolutionError {
  switch error {
  case let error as ResolutionError: error
  case is OffMainActor: ResolutionError(.requiresMainActor, path: [])
  default: ResolutionError(.factoryFailed(error), path: [])
  }
}

/// A published singleton.
@usableFromInline
final class Box<T>: @unchecked Sendable {
  // @unchecked: an immutable `let`, handed to other threads through a release store.
  @usableFromInline let value: T
  init(_ value: T) { self.value = value }
}

/// Thrown by the wrapper of a `@MainActor` factory called off the main actor.
struct OffMainActor: Error {}
