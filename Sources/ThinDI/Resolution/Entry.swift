import Synchronization

/// A registration at work in one container: its factory, and the instances its lifestyle keeps.
@usableFromInline class AnyEntry: @unchecked Sendable {
  // @unchecked: `let`s, atomics, a locked weak reference, an instance written once before a
  // release store (see `Entry.publish`).
  let registration: Registration
  @usableFromInline let lifestyle: Lifestyle, level: Int, index: Int
  @usableFromInline let takesArgument: Bool, isPlainTransient: Bool

  init(_ registration: Registration, level: Int, index: Int) {
    (self.registration, lifestyle, self.level, self.index) =
      (registration, registration.lifestyle, level, index)
    takesArgument = registration.key.argumentType != nil
    isPlainTransient = lifestyle == .transient && !registration.hasFinish
  }

  @usableFromInline var key: ServiceKey { registration.key }
  @inlinable var frame: Frame { (index, ObjectIdentifier(self), takesArgument) }
  var canDryRun: Bool { true }
  func resolveErased(_ resolver: inout Resolver) throws(ResolutionError) -> Any { fatalError() }
}

/// The entry of a registration whose factory takes only a resolver.
@usableFromInline final class Entry<T>: AnyEntry, @unchecked Sendable {
  @usableFromInline let factory: @Sendable (inout Resolver) throws -> T
  let finishing: (@Sendable (inout Resolver, T) throws -> Void)?
  /// The singleton, read after one acquire load; written once, before the release store.
  @usableFromInline let isPublished = Atomic(false)
  @usableFromInline @exclusivity(unchecked) var instance: T?
  let weakInstance = WeakReference()

  init(
    _ registration: Registration, level: Int, index: Int,
    factory: @escaping @Sendable (inout Resolver) throws -> T,
    finish: (@Sendable (inout Resolver, T) throws -> Void)?
  ) {
    (self.factory, finishing) = (factory, finish)
    super.init(registration, level: level, index: index)
  }

  @inlinable var publishedInstance: T? { isPublished.load(ordering: .acquiring) ? instance : nil }

  func publish(_ instance: T) {
    self.instance = instance
    isPublished.store(true, ordering: .releasing)
  }

  @usableFromInline
  func resolve(_ resolver: inout Resolver) throws(ResolutionError) -> T {
    guard let tracer = resolver.container.tracer else { return try resolveUntraced(&resolver) }
    return try tracer.traced(self, &resolver, resolveUntraced)
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

  /// Runs the factory one level down.
  @inlinable @inline(__always)
  func make(_ resolver: inout Resolver) throws(ResolutionError) -> T {
    try resolver.inFrame(frame) { [factory] resolver in try factory(&resolver) }
  }

  /// A plain transient's factory, run by a caller that need not keep the entry alive.
  @inlinable var plainFactory: (@Sendable (inout Resolver) throws -> T)? {
    isPlainTransient ? factory : nil
  }

  func finish(_ instance: T, _ resolver: inout Resolver) throws(ResolutionError) {
    guard let finishing else { return }
    try resolver.inFrame(frame, isFinish: true) { r in try finishing(&r, instance) }
  }

  override func resolveErased(_ resolver: inout Resolver) throws(ResolutionError) -> Any {
    try resolve(&resolver)
  }
}

/// The entry of a registration whose factory takes a runtime argument; always transient.
@usableFromInline final class ArgumentEntry<T, Argument>: AnyEntry, @unchecked Sendable {
  let factory: @Sendable (inout Resolver, Argument) throws -> T
  let sample: (@Sendable () -> Argument)?

  init(
    _ registration: Registration, level: Int, index: Int, sample: Argument?,
    factory: @escaping @Sendable (inout Resolver, Argument) throws -> T
  ) where Argument: Sendable {
    self.factory = factory
    self.sample = sample.map { sample in { @Sendable in sample } }
    super.init(registration, level: level, index: index)
  }

  @usableFromInline
  func resolve(_ resolver: inout Resolver, argument: Argument) throws(ResolutionError) -> T {
    let make = { [factory, frame] (resolver: inout Resolver) throws(ResolutionError) in
      try resolver.inFrame(frame) { resolver in try factory(&resolver, argument) }
    }
    guard let tracer = resolver.container.tracer else { return try make(&resolver) }
    return try tracer.traced(self, &resolver, make)
  }

  override var canDryRun: Bool { sample != nil }

  override func resolveErased(_ resolver: inout Resolver) throws(ResolutionError) -> Any {
    try resolve(&resolver, argument: sample!())
  }
}

struct OffMainActor: Error {}
