/// A registered type that names itself in graphs and errors instead of its generic spelling: a
/// hook for modules built on the container (ThinScenes: `TodoDetailScene`, `route OpenItem`).
package protocol KeyDescribing {
  static var keyDescription: String { get }
}

/// Something more validation's dry run checks (ThinScenes opens every route); a second check of
/// a key replaces the first, so a child that registers again what its parent checked checks once.
struct DryRunCheck: Sendable {
  let key: ServiceKey
  let run: @Sendable (Container, Scope, isolated (any Actor)?) throws(ResolutionError) -> Void
}

extension ContainerBuilder {
  /// Adds `check`, about the registration under `key`, to validation's dry run.
  package mutating func addDryRunCheck(
    for key: ServiceKey,
    _ check:
      @escaping @Sendable (Container, Scope, isolated (any Actor)?) throws(ResolutionError)
      -> Void
  ) {
    assembly.dryRunChecks.removeAll { $0.key == key }
    assembly.dryRunChecks.append(DryRunCheck(key: key, run: check))
  }

  /// Puts the registration under `key` in `feature` (ThinScenes: a scene of a feature).
  package mutating func setFeature(_ feature: any Feature.Type, of key: ServiceKey) {
    assembly.features[key] = FeatureKey(feature)
  }
}

extension Resolver {
  /// Where a resolve started later from this one happens, as a ``Provider`` keeps it: this
  /// resolve's container and scope, held weakly (ThinScenes' routes).
  package func origin(of key: ServiceKey) -> ProviderOrigin {
    ProviderOrigin(container: container, scope: scope, key: key)
  }
}

extension Container {
  /// Where a resolve started later from an app's entry point happens: this container, no scope.
  package func origin(of key: ServiceKey) -> ProviderOrigin {
    ProviderOrigin(container: self, scope: nil, key: key)
  }

  /// The instance registered for `type` with `argument`, in `scope`: a ``ProviderOrigin``'s.
  package func resolve<T, Argument>(
    _ type: T.Type, argument: Argument, in scope: Scope?, isolation: isolated (any Actor)?
  ) throws(ResolutionError) -> T {
    try resolveRoot(T.self, name: nil, argument: argument, scope: scope, isolation: isolation)
  }

  /// Runs the steps of the feature of the registration under `key`, if any.
  package func start<C: Clock>(
    featureOf key: ServiceKey, clock: C, isolation: isolated (any Actor)? = #isolation
  ) async throws(StartupError) -> StartupReport
  where C.Duration == Duration {
    guard let feature = assembly.features[key] else { return StartupReport() }
    return try await start(feature, clock: clock, isolation: isolation)
  }

  /// Whether the feature of the registration under `key` has started: true when it has none.
  package func hasStarted(featureOf key: ServiceKey) -> Bool {
    assembly.features[key].map(hasStarted) ?? true
  }
}
