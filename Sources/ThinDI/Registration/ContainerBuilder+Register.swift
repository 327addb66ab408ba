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

  /// Registers `factory` as the way to build `type`, and `finish` as the step that completes each
  /// instance once it is built: post-construction injection, for objects that refer to each
  /// other.
  ///
  ///     builder.register(Parent.self, .graph) { _ in Parent() } finish: { r, parent in
  ///       parent.child = try r.resolve()
  ///     }
  ///     builder.register(Child.self, .graph) { _ in Child() } finish: { r, child in
  ///       child.parent = try r.resolve()
  ///     }
  ///
  /// `finish` runs right after `factory`, in the same resolve, and the instance is already shared
  /// meanwhile: a graph, singleton, weak or scoped instance resolved again from the finish is this
  /// very instance, so the two objects above hold each other. Other threads get a shared
  /// instance only once finished. A transient whose finish needs itself again is a cycle.
  public mutating func register<T>(
    _ type: T.Type = T.self, name: String? = nil, _ lifestyle: Lifestyle = .transient,
    factory: @escaping @Sendable (inout Resolver) throws -> T,
    finish: @escaping @Sendable (inout Resolver, T) throws -> Void
  ) {
    add(T.self, name, lifestyle, isMainActor: false, factory: factory, finish: finish)
  }

  /// Registers a factory that takes a runtime argument, such as the item a detail screen shows;
  /// always transient. Give a `sample` argument so that ``Container/validate(isolation:)`` can
  /// build it in its dry run; without one, validation reports the registration as unchecked.
  public mutating func register<T, Argument: Sendable>(
    _ type: T.Type = T.self, name: String? = nil, argument: Argument.Type,
    sample: Argument? = nil,
    factory: @escaping @Sendable (inout Resolver, Argument) throws -> T
  ) {
    add(T.self, name, sample: sample, isMainActor: false, factory: factory)
  }

  /// Registers a factory that runs on the main actor, for view controllers, views and anything
  /// else isolated to it. The factory is written as ordinary main-actor code:
  ///
  ///     builder.registerMainActor(CounterViewController.self) { resolver in
  ///       CounterViewController(view: try resolver.resolve())
  ///     }
  ///
  /// `resolve` takes its caller's isolation (`#isolation`): resolved from anywhere but the main
  /// actor, it throws (`requiresMainActor`), never a data race.
  public mutating func registerMainActor<T: Sendable>(
    _ type: T.Type = T.self, name: String? = nil, _ lifestyle: Lifestyle = .transient,
    factory: @escaping @MainActor (inout Resolver) throws -> T
  ) {
    add(T.self, name, lifestyle, isMainActor: true) { r in try onMainActor(&r, factory) }
  }

  /// The same with a finish, for a type isolated to the main actor, such as a view controller
  /// and the presenter that refers back to it: both closures are main-actor code.
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
