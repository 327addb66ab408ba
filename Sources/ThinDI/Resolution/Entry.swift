import Synchronization

/// A registration at work in one container: its factory, and the instances its lifestyle keeps.
@usableFromInline
class AnyEntry: @unchecked Sendable {
  // @unchecked: `let`s, atomics, a locked weak reference, and a singleton's box written once
  // under the construction lock before a release store (see Entry).
  let registration: Registration
  @usableFromInline let lifestyle: Lifestyle
  /// The `level` of the container that made it: a child builds an ancestor's shared instances
  /// in that ancestor (see `Resolver.building(in:_:)`).
  @usableFromInline let level: Int
  /// Where the containers that hold it keep it (see `Container.entries`).
  @usableFromInline let index: Int
  @usableFromInline let takesArgument: Bool
  /// Transient without a finish: a resolve only runs the factory.
  @usableFromInline let isPlainTransient: Bool

  init(_ registration: Registration, level: Int, index: Int) {
    (self.registration, lifestyle) = (registration, registration.lifestyle)
    (self.level, self.index) = (level, index)
    takesArgument = registration.key.argumentType != nil
    isPlainTransient = lifestyle == .transient && !registration.hasFinish
  }

  @usableFromInline var key: ServiceKey { registration.key }

  /// Whether validation's dry run can build it (not when an argument has no sample).
  var canDryRun: Bool { true }

  /// Resolves as `Any`: the dry run and eager singletons.
  func resolveErased(_ resolver: inout Resolver) throws(ResolutionError) -> Any {
    preconditionFailure("subclass responsibility")
  }
}

/// The entry of a registration whose factory takes only a resolver.
@usableFromInline
final class Entry<T>: AnyEntry, @unchecked Sendable {
  @usableFromInline let factory: @Sendable (inout Resolver) throws -> T
  /// Completes an instance once built (``ContainerBuilder/register(_:name:_:factory:finish:)``).
  let finishing: (@Sendable (inout Resolver, T) throws -> Void)?
  /// The singleton, read with one acquire load: an unmanaged reference to `box`, which holds it
  /// for the entry's life (an atomic holds a reference only unmanaged).
  @usableFromInline let published = Atomic<Unmanaged<Box<T>>?>(nil)
  private var box: Box<T>?
  /// The instance of the weak lifestyle, held weakly.
  let weakInstance = WeakReference()

  init(
    _ registration: Registration, level: Int, index: Int,
    factory: @escaping @Sendable (inout Resolver) throws -> T,
    finish: (@Sendable (inout Resolver, T) throws -> Void)?
  ) {
    (self.factory, finishing) = (factory, finish)
    super.init(registration, level: level, index: index)
  }

  /// The singleton once built; nil before, and for other lifestyles.
  @inlinable var publishedInstance: T? {
    published.load(ordering: .acquiring)?.takeUnretainedValue().value
  }

  /// Makes `instance` the singleton, under the construction lock.
  func publish(_ instance: T) {
    let box = Box(instance)
    self.box = box
    published.store(.passUnretained(box), ordering: .releasing)
  }

  /// The instance for a resolve reaching this entry, by lifestyle.
  @usableFromInline
  func resolve(_ resolver: inout Resolver) throws(ResolutionError) -> T {
    guard let tracer = resolver.tracer else { return try resolveUntraced(&resolver) }
    return try tracer.traced(self, &resolver) { (resolver) throws(ResolutionError) in
      try resolveUntraced(&resolver)
    }
  }

  private func resolveUntraced(_ resolver: inout Resolver) throws(ResolutionError) -> T {
    switch lifestyle {
    case .transient:
      let instance = try make(&resolver)
      try finish(instance, &resolver)
      return instance
    case .graph: return try graphInstance(&resolver)
    default:
      if let instance = publishedInstance { return instance }
      return try sharedInstance(&resolver)
    }
  }

  /// Runs the factory, one level down. The factory is taken out of the entry first: the
  /// container keeps the entry alive, not this call.
  @inlinable @inline(__always)
  func make(_ resolver: inout Resolver) throws(ResolutionError) -> T {
    let factory = factory
    return try resolver.inFrame(of: self) { (resolver) throws(ResolutionError) in
      do { return try factory(&resolver) } catch { throw factoryFailure(error) }
    }
  }

  /// Runs the finish on `instance`, one level down: what it resolves is part of the same graph.
  func finish(_ instance: T, _ resolver: inout Resolver) throws(ResolutionError) {
    guard let finishing else { return }
    try resolver.inFrame(of: self, isFinish: true) { (resolver) throws(ResolutionError) in
      do { try finishing(&resolver, instance) } catch { throw factoryFailure(error) }
    }
  }

  override func resolveErased(_ resolver: inout Resolver) throws(ResolutionError) -> Any {
    try resolve(&resolver)
  }
}

/// The entry of a registration whose factory takes a runtime argument; always transient.
@usableFromInline
final class ArgumentEntry<T, Argument>: AnyEntry, @unchecked Sendable {
  let factory: @Sendable (inout Resolver, Argument) throws -> T
  let sample: (@Sendable () -> Argument)?

  init(
    _ registration: Registration, level: Int, index: Int, sample: Argument?,
    factory: @escaping @Sendable (inout Resolver, Argument) throws -> T
  ) where Argument: Sendable {
    self.factory = factory
    if let sample { self.sample = { sample } } else { self.sample = nil }
    super.init(registration, level: level, index: index)
  }

  /// The instance built from `argument`, one level down.
  @usableFromInline
  func resolve(_ resolver: inout Resolver, argument: Argument) throws(ResolutionError) -> T {
    let factory = factory
    let make = { (resolver: inout Resolver) throws(ResolutionError) in
      try resolver.inFrame(of: self) { (resolver) throws(ResolutionError) in
        do { return try factory(&resolver, argument) } catch { throw factoryFailure(error) }
      }
    }
    guard let tracer = resolver.tracer else { return try make(&resolver) }
    return try tracer.traced(self, &resolver, make)
  }

  override var canDryRun: Bool { sample != nil }

  override func resolveErased(_ resolver: inout Resolver) throws(ResolutionError) -> Any {
    try resolve(&resolver, argument: sample!())
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
  // @unchecked: one `let`, handed to other threads through a release store.
  @usableFromInline let value: T
  init(_ value: T) { self.value = value }
}

/// Thrown by the wrapper of a `@MainActor` factory called off the main actor.
struct OffMainActor: Error {}
