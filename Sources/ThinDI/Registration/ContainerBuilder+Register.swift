extension ContainerBuilder {
  /// Registers `factory` as the way to build `type` (under `name`, if given).
  public mutating func register<T>(
    _ type: T.Type = T.self, name: String? = nil, _ lifestyle: Lifestyle = .transient,
    factory: @escaping @Sendable (inout Resolver) throws -> T
  ) {
    add(T.self, name, lifestyle, isMainActor: false, factory: factory)
  }

  /// Registers a factory that needs no dependencies, such as a type's parameterless initializer:
  /// `builder.register(Logger.self, .singleton, factory: Logger.init)`.
  public mutating func register<T>(
    _ type: T.Type = T.self, name: String? = nil, _ lifestyle: Lifestyle = .transient,
    factory: @escaping @Sendable () throws -> T
  ) {
    register(T.self, name: name, lifestyle) { _ in try factory() }
  }

  /// Registers `factory`, and `finish` to complete each instance once built: post-construction
  /// injection, for objects that refer to each other (see <doc:PostConstructionInjection>). A
  /// shared instance resolved again from its finish is this very instance.
  public mutating func register<T>(
    _ type: T.Type = T.self, name: String? = nil, _ lifestyle: Lifestyle = .transient,
    factory: @escaping @Sendable (inout Resolver) throws -> T,
    finish: @escaping @Sendable (inout Resolver, T) throws -> Void
  ) {
    add(T.self, name, lifestyle, isMainActor: false, factory: factory, finish: finish)
  }

  /// Registers a factory that takes a runtime argument (the item a detail screen shows); always
  /// transient. Without a `sample` argument, ``Container/validate(isolation:)`` cannot build it.
  public mutating func register<T, Argument: Sendable>(
    _ type: T.Type = T.self, name: String? = nil, argument: Argument.Type,
    sample: Argument? = nil,
    factory: @escaping @Sendable (inout Resolver, Argument) throws -> T
  ) {
    add(T.self, name, sample: sample, isMainActor: false, factory: factory)
  }

  /// Registers a factory that runs on the main actor (view controllers, views), written as
  /// ordinary main-actor code. Resolved from anywhere else, it throws (`requiresMainActor`).
  public mutating func registerMainActor<T: Sendable>(
    _ type: T.Type = T.self, name: String? = nil, _ lifestyle: Lifestyle = .transient,
    factory: @escaping @MainActor (inout Resolver) throws -> T
  ) {
    add(T.self, name, lifestyle, isMainActor: true) { r in try onMainActor(&r, factory) }
  }

  /// The same with a finish: a view controller and the presenter that refers back to it.
  public mutating func registerMainActor<T: Sendable>(
    _ type: T.Type = T.self, name: String? = nil, _ lifestyle: Lifestyle = .transient,
    factory: @escaping @MainActor (inout Resolver) throws -> T,
    finish: @escaping @MainActor (inout Resolver, T) throws -> Void
  ) {
    add(
      T.self, name, lifestyle, isMainActor: true, factory: { r in try onMainActor(&r, factory) },
      finish: { r, instance in try onMainActor(&r) { r in try finish(&r, instance) } })
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

/// Runs a main-actor factory when the top-level resolve was called from the main actor (and so
/// runs on it, being synchronous), on the resolver itself; anywhere else it throws.
func onMainActor<T: Sendable>(
  _ resolver: inout Resolver, _ factory: @MainActor (inout Resolver) throws -> T
) throws -> T {
  guard resolver.isOnMainActor else { throw OffMainActor() }
  // nonisolated(unsafe): `assumeIsolated` runs the factory synchronously, on this thread, which
  // runs the main actor (checked above); nothing else touches the resolver meanwhile.
  nonisolated(unsafe) var moved = resolver
  defer { resolver = moved }
  return try MainActor.assumeIsolated { try factory(&moved) }
}
