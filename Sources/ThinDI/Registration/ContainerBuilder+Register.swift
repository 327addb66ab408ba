extension ContainerBuilder {
  /// Registers `factory` as the way to build `type` (under `name`), and `finish` to complete each
  /// instance once built, for objects that refer to each other (<doc:PostConstructionInjection>).
  public mutating func register<T>(
    _ type: T.Type = T.self, name: String? = nil, _ lifestyle: Lifestyle = .transient,
    factory: @escaping @Sendable (inout Resolver) throws -> T,
    finish: (@Sendable (inout Resolver, T) throws -> Void)? = nil
  ) {
    add(T.self, name, lifestyle, isMainActor: false, factory: factory, finish: finish)
  }

  /// Registers a factory without dependencies: `register(Logger.self, factory: Logger.init)`.
  public mutating func register<T>(
    _ type: T.Type = T.self, name: String? = nil, _ lifestyle: Lifestyle = .transient,
    factory: @escaping @Sendable () throws -> T
  ) {
    register(T.self, name: name, lifestyle) { _ in try factory() }
  }

  /// Registers a transient factory of a runtime argument; validation builds it with `sample`.
  public mutating func register<T, Argument: Sendable>(
    _ type: T.Type = T.self, name: String? = nil, argument: Argument.Type,
    sample: Argument? = nil,
    factory: @escaping @Sendable (inout Resolver, Argument) throws -> T
  ) {
    add(T.self, name, sample: sample, isMainActor: false, factory: factory)
  }

  /// Registers a main-actor factory (and finish), for views; resolved off the main actor, throws.
  public mutating func registerMainActor<T: Sendable>(
    _ type: T.Type = T.self, name: String? = nil, _ lifestyle: Lifestyle = .transient,
    factory: @escaping @MainActor (inout Resolver) throws -> T,
    finish: (@MainActor (inout Resolver, T) throws -> Void)? = nil
  ) {
    let finishing = finish.map { finish in
      { @Sendable (r: inout Resolver, instance: T) throws in
        try onMainActor(&r) { r in try finish(&r, instance) }
      }
    }
    add(
      T.self, name, lifestyle, isMainActor: true, factory: { r in try onMainActor(&r, factory) },
      finish: finishing)
  }

  /// Registers a main-actor factory that takes a runtime argument; always transient.
  public mutating func registerMainActor<T: Sendable, Argument: Sendable>(
    _ type: T.Type = T.self, name: String? = nil, argument: Argument.Type,
    sample: Argument? = nil,
    factory: @escaping @MainActor (inout Resolver, Argument) throws -> T
  ) {
    add(T.self, name, sample: sample, isMainActor: true) { r, argument in
      try onMainActor(&r) { r in try factory(&r, argument) }
    }
  }
}

/// Runs a main-actor factory if the top-level resolve was called from the main actor (and so runs
/// on it, being synchronous); anywhere else it throws.
func onMainActor<T: Sendable>(
  _ resolver: inout Resolver, _ factory: @MainActor (inout Resolver) throws -> T
) throws -> T {
  guard resolver.isolation == ObjectIdentifier(MainActor.shared) else { throw OffMainActor() }
  // nonisolated(unsafe): `assumeIsolated` runs the factory synchronously, on this thread, which
  // runs the main actor (checked above); nothing else touches the resolver meanwhile.
  nonisolated(unsafe) var moved = resolver
  defer { resolver = moved }
  return try MainActor.assumeIsolated { try factory(&moved) }
}
