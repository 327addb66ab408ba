/// One registration as an installer declared it: key, lifestyle and factory, with no state.
///
/// A container turns each registration into an ``Entry`` that holds the instances; a child
/// container or a validation dry run makes fresh entries from the same registrations, which is
/// why definitions and state are apart.
@usableFromInline
class AnyRegistration: @unchecked Sendable {
  // @unchecked: every stored property, here and in each subclass, is an immutable `let` of a
  // Sendable type; the class is not final only so that the typed subclasses can add their factory.
  let key: ServiceKey
  let lifestyle: Lifestyle
  /// The installer that made the registration, for error messages.
  let source: String?
  /// Whether the factory runs on the main actor.
  let isMainActor: Bool

  init(key: ServiceKey, lifestyle: Lifestyle, source: String?, isMainActor: Bool) {
    self.key = key
    self.lifestyle = lifestyle
    self.source = source
    self.isMainActor = isMainActor
  }

  /// Whether instances are finished after they are built (see `Registration.finish`).
  var hasFinish: Bool { false }

  /// A new entry with empty lifestyle state, for a container at `level` (see `Container.level`).
  func makeEntry(level: Int) -> AnyEntry {
    preconditionFailure("subclass responsibility")
  }
}

/// A registration whose factory takes only a resolver, with an optional finish that completes
/// each instance after it is built.
final class Registration<T>: AnyRegistration, @unchecked Sendable {
  // @unchecked: see AnyRegistration; `factory` and `finish` are Sendable closures in `let`s.
  let factory: @Sendable (inout Resolver) throws -> T
  let finish: (@Sendable (inout Resolver, T) throws -> Void)?

  init(
    key: ServiceKey, lifestyle: Lifestyle, source: String?, isMainActor: Bool,
    factory: @escaping @Sendable (inout Resolver) throws -> T,
    finish: (@Sendable (inout Resolver, T) throws -> Void)? = nil
  ) {
    self.factory = factory
    self.finish = finish
    super.init(key: key, lifestyle: lifestyle, source: source, isMainActor: isMainActor)
  }

  override var hasFinish: Bool { finish != nil }

  override func makeEntry(level: Int) -> AnyEntry {
    Entry(registration: self, level: level)
  }
}

/// A registration whose factory also takes a runtime argument (always transient).
final class ArgumentRegistration<T, Argument>: AnyRegistration, @unchecked Sendable {
  // @unchecked: see AnyRegistration; both closures are Sendable and in `let`s.
  let factory: @Sendable (inout Resolver, Argument) throws -> T
  /// Makes an argument for validation's dry run.
  let sample: (@Sendable () -> Argument)?

  init(
    key: ServiceKey, source: String?, isMainActor: Bool,
    sample: (@Sendable () -> Argument)?,
    factory: @escaping @Sendable (inout Resolver, Argument) throws -> T
  ) {
    self.factory = factory
    self.sample = sample
    super.init(key: key, lifestyle: .transient, source: source, isMainActor: isMainActor)
  }

  override func makeEntry(level: Int) -> AnyEntry {
    ArgumentEntry(registration: self, level: level)
  }
}

/// A sample argument as the closure an ``ArgumentRegistration`` keeps, or nil.
func sampleMaker<Argument: Sendable>(_ sample: Argument?) -> (@Sendable () -> Argument)? {
  guard let sample else { return nil }
  return { sample }
}
