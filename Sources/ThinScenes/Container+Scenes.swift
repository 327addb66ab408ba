import ThinDI

extension Container {
  /// Builds `scene`'s screen for `argument`, as a route bound to the scene would, but named by
  /// the scene's type: for a test or a preview that opens one scene alone. A route into the
  /// scene registered it (`registerRoute(_:to:)`); a scene of a feature wants
  /// ``prepare(_:clock:isolation:)`` first.
  public func screen<S: Scene>(
    of scene: S.Type, argument: S.Argument, isolation: isolated (any Actor)? = #isolation
  ) throws(ResolutionError) -> S.Screen {
    try resolve(SceneScreen<S>.self, argument: argument, isolation: isolation).screen
  }

  /// Runs the startup steps of `scene`'s feature, if it has one and they have not run, as a
  /// route to the scene does before opening it (``SceneRoute/prepare(clock:isolation:)``).
  @discardableResult
  public func prepare<S: Scene, C: Clock>(
    _ scene: S.Type, clock: C, isolation: isolated (any Actor)? = #isolation
  ) async throws(StartupError) -> StartupReport
  where C.Duration == Duration {
    try await start(featureOf: SceneScreen<S>.key, clock: clock, isolation: isolation)
  }
}
