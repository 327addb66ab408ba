/// One registration as an installer declared it: key, lifestyle and factory, with no state. A
/// container makes an entry of it that keeps the instances, so that a child container or a
/// validation dry run can make fresh entries from the same registrations.
@usableFromInline
class AnyRegistration: @unchecked Sendable {
  // @unchecked: every stored property, here and in the subclasses, is a Sendable `let`.
  let key: ServiceKey
  let lifestyle: Lifestyle
  /// The installer that made the registration, for error messages.
  let source: String?
  let isMainActor: Bool

  init(key: ServiceKey, lifestyle: Lifestyle, source: String?, isMainActor: Bool) {
    (self.key, self.lifestyle, self.source, self.isMainActor) =
      (key, lifestyle, source, isMainActor)
  }

  var hasFinish: Bool { false }

  /// A new entry with no instances, at `index` of a container at `level` (see `Container`).
  func makeEntry(level: Int, index: Int) -> AnyEntry {
    preconditionFailure("subclass responsibility")
  }
}

/// A registration whose factory takes only a resolver, with an optional finish.
final class Registration<T>: AnyRegistration, @unchecked Sendable {
  let factory: @Sendable (inout Resolver) throws -> T
  let finish: (@Sendable (inout Resolver, T) throws -> Void)?

  init(
    key: ServiceKey, lifestyle: Lifestyle, source: String?, isMainActor: Bool,
    factory: @escaping @Sendable (inout Resolver) throws -> T,
    finish: (@Sendable (inout Resolver, T) throws -> Void)? = nil
  ) {
    (self.factory, self.finish) = (factory, finish)
    super.init(key: key, lifestyle: lifestyle, source: source, isMainActor: isMainActor)
  }

  override var hasFinish: Bool { finish != nil }
  override func makeEntry(level: Int, index: Int) -> AnyEntry {
    Entry(registration: self, level: level, index: index)
  }
}

/// A registration whose factory also takes a runtime argument (always transient), with the
/// sample argument validation's dry run builds it with.
final class ArgumentRegistration<T, Argument>: AnyRegistration, @unchecked Sendable {
  let factory: @Sendable (inout Resolver, Argument) throws -> T
  let sample: (@Sendable () -> Argument)?

  init(
    key: ServiceKey, source: String?, isMainActor: Bool, sample: Argument?,
    factory: @escaping @Sendable (inout Resolver, Argument) throws -> T
  ) where Argument: Sendable {
    self.factory = factory
    if let sample { self.sample = { sample } } else { self.sample = nil }
    super.init(key: key, lifestyle: .transient, source: source, isMainActor: isMainActor)
  }

  override func makeEntry(level: Int, index: Int) -> AnyEntry {
    ArgumentEntry(registration: self, level: level, index: index)
  }
}
