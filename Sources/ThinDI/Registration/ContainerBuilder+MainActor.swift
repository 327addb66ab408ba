extension ContainerBuilder {
  /// Registers a factory that runs on the main actor, for view controllers, views and anything
  /// else isolated to it. The factory is written as ordinary main-actor code:
  ///
  ///     builder.registerMainActor(CounterViewController.self) { resolver in
  ///       CounterViewController(view: try resolver.resolve())
  ///     }
  ///
  /// Resolve it from the main actor: `resolve` takes its caller's isolation (`#isolation`), so
  /// the compiler tells the container whether the caller is on the main actor; from anywhere
  /// else it throws (`requiresMainActor`), never a data race.
  public mutating func registerMainActor<T: Sendable>(
    _ type: T.Type = T.self, name: String? = nil, _ lifestyle: Lifestyle = .transient,
    factory: @escaping @MainActor (inout Resolver) throws -> T
  ) {
    add(
      Registration(
        key: key(T.self, name), lifestyle: lifestyle, source: source, isMainActor: true,
        factory: { resolver in try onMainActor(&resolver, factory) }))
  }

  /// Registers a main-actor factory that takes a runtime argument; always transient.
  public mutating func registerMainActor<T: Sendable, Argument: Sendable>(
    _ type: T.Type = T.self, name: String? = nil, argument: Argument.Type,
    sample: Argument? = nil,
    factory: @escaping @MainActor (inout Resolver, Argument) throws -> T
  ) {
    add(
      ArgumentRegistration(
        key: key(T.self, name, Argument.self), source: source, isMainActor: true, sample: sample,
        factory: { resolver, argument in
          try onMainActor(&resolver) { resolver in try factory(&resolver, argument) }
        }))
  }
}

/// Runs a main-actor factory for a container that may be asked from anywhere: when the
/// top-level resolve was called from the main actor (and so runs on it, being synchronous) it
/// runs the factory there, on the resolver itself, so that what it resolves continues the path;
/// anywhere else it throws instead of racing.
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
