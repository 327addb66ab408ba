import ThinDI

extension ContainerBuilder {
  /// Registers `scene` and the route into it from `destination`: one line per screen. The
  /// routes screens take to the destination (`resolver.route(to:)`) build `scene`'s screen,
  /// after its ``Scene/feature``'s startup steps (``SceneRoute/prepare(isolation:)``). The compiler
  /// checks that the scene takes the destination's argument. With `scope: .new(named:)` each
  /// opening resolves the scene in a new `Scope`, which the scene keeps.
  ///
  /// Validation opens the route once, with `sample`: an argument the installer picks, as for
  /// any registration with an argument (a route without one needs none). A scene several
  /// destinations open is registered once, by its first route.
  public mutating func registerRoute<D: Destination, S: Scene>(
    _ destination: D.Type, to scene: S.Type, scope: RouteScope = .current, sample: D.Argument
  ) where S.Argument == D.Argument {
    registerScene(S.self, sample: sample)
    register(RouteBinding<D>.self, .singleton) { resolver in
      // Taken for what it records: the route opens the scene later, an edge in graphs.
      _ = try resolver.provider(SceneScreen<S>.self, argument: S.Argument.self)
      return RouteBinding<D>(
        sceneKey: SceneScreen<S>.key, scope: scope, sample: sample,
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

  /// Registers `scene` and the route into it from `destination`, which takes no argument.
  public mutating func registerRoute<D: Destination, S: Scene>(
    _ destination: D.Type, to scene: S.Type, scope: RouteScope = .current
  ) where S.Argument == D.Argument, D.Argument == Void {
    registerRoute(destination, to: scene, scope: scope, sample: ())
  }

  /// Registers `scene`, unless a route registered it already: a resolve of it builds the
  /// scene, which makes its screen, and the screen keeps the scene.
  private mutating func registerScene<S: Scene>(_ scene: S.Type, sample: S.Argument) {
    guard !hasRegistration(for: SceneScreen<S>.key) else { return }
    registerMainActor(
      SceneScreen<S>.self, argument: S.Argument.self, sample: sample
    ) { resolver, argument in
      let scene = try S(resolver: &resolver, argument: argument)
      let screen = try scene.makeScreen(resolver: &resolver)
      screen.hostedScene.scene = scene
      return SceneScreen<S>(screen: screen)
    }
    if let feature = S.feature { setFeature(feature, of: SceneScreen<S>.key) }
  }
}
