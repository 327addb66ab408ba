extension ContainerBuilder {
  /// Registers a factory that runs on the main actor, for view controllers, views and anything
  /// else isolated to it. The factory is written as ordinary main-actor code:
  ///
  ///     builder.registerMainActor(PomodoroTimer.self, .singleton) { resolver in
  ///       PomodoroTimer(clock: try resolver.resolve())
  ///     }
  ///
  /// Resolve it from the main actor: `resolve` takes its caller's isolation (`#isolation`), so the
  /// compiler, not a thread check, tells the container whether the caller is on the main actor.
  /// Resolved from anywhere else it throws a ``ResolutionError`` (`requiresMainActor`), never a
  /// data race and never a crash.
  public mutating func registerMainActor<T: Sendable>(
    _ type: T.Type = T.self, name: String? = nil, _ lifestyle: Lifestyle = .transient,
    factory: @escaping @MainActor (inout Resolver) throws -> T
  ) {
    add(
      Registration(
        key: ServiceKey(T.self, name: name), lifestyle: lifestyle, source: source,
        isMainActor: true, factory: { resolver in try onMainActor(&resolver, factory) }))
  }

  /// Registers a main-actor factory that takes a runtime argument; always transient.
  public mutating func registerMainActor<T: Sendable, Argument: Sendable>(
    _ type: T.Type = T.self, name: String? = nil, argument: Argument.Type,
    sample: Argument? = nil,
    factory: @escaping @MainActor (inout Resolver, Argument) throws -> T
  ) {
    add(
      ArgumentRegistration(
        key: ServiceKey(T.self, name: name, argumentType: Argument.self), source: source,
        isMainActor: true, sample: sampleMaker(sample),
        factory: { resolver, argument in
          try onMainActor(&resolver) { resolver in try factory(&resolver, argument) }
        }))
  }
}

/// Runs a main-actor factory for a container that may be asked from anywhere: when the
/// top-level resolve was called from the main actor (and so runs on it, being synchronous) it
/// runs the factory there; anywhere else it throws instead of racing.
func onMainActor<T: Sendable>(
  _ resolver: inout Resolver, _ factory: @MainActor (inout Resolver) throws -> T
) throws -> T {
  guard resolver.isOnMainActor else { throw OffMainActor() }
  return try withUnsafeMutablePointer(to: &resolver) { resolver in
    // nonisolated(unsafe): `assumeIsolated` runs the closure synchronously, on this thread, which
    // runs the main actor (the top-level caller is isolated to it, checked above); the resolver
    // is never used anywhere else while the factory runs, so no other isolation domain touches
    // it. The factory works on the resolver itself, not a copy, so that a resolve it starts (a
    // provider) continues from the level it is at.
    nonisolated(unsafe) let resolver = resolver
    return try MainActor.assumeIsolated { try factory(&resolver.pointee) }
  }
}
