extension ContainerBuilder {
  /// Puts the registration under `key` in `feature`. A hook for modules built on the container
  /// that open what they register only once its feature started (ThinScenes: a route to a scene
  /// of a feature runs the feature's steps first); startup steps are put in theirs so too.
  package mutating func setFeature(_ feature: any Feature.Type, of key: ServiceKey) {
    assembly.features[key] = FeatureKey(feature)
  }
}

extension Container {
  /// Runs the steps of the feature the registration under `key` belongs to
  /// (`ContainerBuilder.setFeature(_:of:)`), as ``start(_:clock:isolation:)`` does; an empty
  /// report when it belongs to none.
  package func start<C: Clock>(
    featureOf key: ServiceKey, clock: C, isolation: isolated (any Actor)? = #isolation
  ) async throws(StartupError) -> StartupReport
  where C.Duration == Duration {
    guard let feature = assembly.features[key] else { return StartupReport() }
    return try await start(feature, clock: clock, isolation: isolation)
  }

  /// Whether the feature the registration under `key` belongs to has started: true when it
  /// belongs to none.
  package func hasStarted(featureOf key: ServiceKey) -> Bool {
    guard let feature = assembly.features[key] else { return true }
    return hasStarted(feature)
  }
}
