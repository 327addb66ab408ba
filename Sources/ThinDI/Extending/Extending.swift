/// A registered type that names itself in graphs and errors (`TodoDetailScene`, `route OpenItem`).
package protocol KeyDescribing { static var keyDescription: String { get } }

/// Something more validation's dry run checks (ThinScenes opens every route).
package typealias DryRunCheck =
  @Sendable (Container, Scope, isolated (any Actor)?) throws(ResolutionError) -> Void

extension ContainerBuilder {
  /// Adds `check` of `key` to validation's dry run, replacing an earlier one (its parent's).
  package mutating func addDryRunCheck(for key: ServiceKey, _ check: @escaping DryRunCheck) {
    assembly.dryRunChecks.removeAll { $0.key == key }
    assembly.dryRunChecks.append((key, check))
  }

  /// Puts the registration under `key` in `feature` (ThinScenes: a scene of a feature).
  package mutating func setFeature(_ feature: any Feature.Type, of key: ServiceKey) {
    assembly.features[key] = FeatureKey(feature)
  }
}

extension Resolver {
  /// Where a resolve started later from this one happens, as a ``Provider`` keeps it.
  package func origin(of key: ServiceKey) -> ProviderOrigin {
    ProviderOrigin(container: container, scope: scope, key: key)
  }
}

extension Container {
  /// Where a resolve started later from an app's entry point happens.
  package func origin(of key: ServiceKey) -> ProviderOrigin {
    ProviderOrigin(container: self, scope: nil, key: key)
  }

  /// The instance registered for `type` with `argument`, in `scope`.
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
    assembly.features[key].map(featureStarts.hasFinished) ?? true
  }
}
