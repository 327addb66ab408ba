import ThinDI

extension ContainerBuilder {
  /// Registers `scene`: a resolve of it makes its screen, then the scene, which connects its
  /// objects to the screen, and gives the screen the scene to keep. Open it through a route
  /// (``registerRoute(_:to:scope:)``). A scene of a `feature` waits for that feature's
  /// startup steps, which its routes run first (``SceneRoute/prepare(isolation:)``).
  public mutating func registerScene<S: Scene>(
    _ scene: S.Type, feature: (any Feature.Type)? = nil
  ) {
    registerMainActor(
      SceneScreen<S>.self, argument: S.Argument.self, sample: S.sampleArgument
    ) { resolver, argument in
      let screen = S.Screen()
      let scene = try S(screen: screen, resolver: &resolver, argument: argument)
      screen.scene = scene
      return SceneScreen<S>(screen: screen)
    }
    if let feature { setFeature(feature, of: SceneScreen<S>.key) }
  }

  /// Binds `destination` to the scene it opens: the routes scenes take to it
  /// (`resolver.route(to:)`) build `scene`'s screen. The compiler checks that the scene takes
  /// the destination's argument. With `scope: .new(named:)` each opening resolves the scene in
  /// a new `Scope`, which the scene keeps. Validation opens the route once, with the scene's
  /// sample argument.
  public mutating func registerRoute<D: Destination, S: Scene>(
    _ destination: D.Type, to scene: S.Type, scope: RouteScope = .current
  ) where S.Argument == D.Argument {
    register(RouteBinding<D>.self, .singleton) { resolver in
      // Taken for what it records: the route opens the scene later, an edge in graphs.
      _ = try resolver.provider(SceneScreen<S>.self, argument: S.Argument.self)
      return RouteBinding<D>(
        sceneKey: SceneScreen<S>.key, scope: scope, sample: S.sampleArgument,
        open: { container, scope, argument, isolation throws(ResolutionError) in
          try container.resolve(
            SceneScreen<S>.self, argument: argument, in: scope, isolation: isolation
          ).screen
        })
    }
    // A child that binds its parent's destination again replaces the check: opened once.
    addDryRunCheck(for: ServiceKey(RouteBinding<D>.self)) {
      container, scope, isolation throws(ResolutionError) in
      try RouteBinding<D>.check(in: container, scope: scope, isolation: isolation)
    }
  }
}
