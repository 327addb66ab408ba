import ThinDI

/// Opens a screen for an argument, without knowing which screen: what a screen keeps to open
/// another, as a storyboard segue.
///
/// A scene asks its resolver for the routes of its ``Destination``s
/// (`try resolver.route(to: OpenItem.self)`) and hands them to its screen, which opens one by
/// calling it with the argument the destination takes; an installer decided which scene that
/// is. A host adds the showing (ThinTerminal: `show(_:_:)` and `present(_:_:)` on a view
/// controller, with `Route<Argument>` for a route to a view controller).
///
/// The route holds its container and scope weakly, like a `Provider`. When the scene it
/// opens belongs to a `Feature` whose startup steps have not run, ``needsPreparation`` is
/// true: ``prepare(isolation:)`` runs them first, once for the whole container.
public struct SceneRoute<Argument: Sendable, Screen>: Sendable {
  /// The destination the route opens, as its scene declared it: how a host names the route
  /// when it reports where a screen sent the user (a test asserts it), never which scene opens.
  public let destination: any Destination.Type
  private let origin: ProviderOrigin
  private let openingScope: @Sendable (Container, Scope?, Argument) -> Scope?
  private let open:
    @Sendable (Container, Scope?, Argument, isolated (any Actor)?) throws(ResolutionError)
      -> AnyObject
  /// The key of the scene it opens, whose feature it prepares.
  private let sceneKey: ServiceKey

  init<D: Destination>(binding: RouteBinding<D>, origin: ProviderOrigin)
  where D.Argument == Argument {
    destination = D.self
    self.origin = origin
    openingScope = { container, scope, argument in
      binding.openingScope(in: container, from: scope, argument: argument)
    }
    open = binding.open
    sceneKey = binding.sceneKey
  }

  /// Builds the screen the route opens for `argument`: a new screen each call, with its scene.
  ///
  /// Throws when the scene cannot be built (the error names the route and the whole path),
  /// when the container is gone, or when the screen is not a `Screen`.
  public func callAsFunction(_ argument: Argument, isolation: isolated (any Actor)? = #isolation)
    throws(ResolutionError) -> Screen
  {
    let (container, scope) = try origin.resolvingPlace()
    let opened: AnyObject
    do {
      opened = try open(
        container, openingScope(container, scope, argument), argument, isolation)
    } catch {
      throw error.reached(through: origin.key)
    }
    guard let screen = opened as? Screen else {
      throw ResolutionError(
        .factoryFailed(ScreenTypeMismatch(made: type(of: opened), expected: Screen.self)),
        key: origin.key)
    }
    return screen
  }

  /// Whether the scene's feature has startup steps that have not run yet: call
  /// ``prepare(isolation:)`` before opening.
  public var needsPreparation: Bool {
    guard let container = try? origin.resolvingPlace().0 else { return false }
    return !container.hasStarted(featureOf: sceneKey)
  }

  /// Runs the startup steps of the scene's feature, if they have not run: once per container,
  /// however many routes lead there, built on the caller's isolation and timed with `clock`.
  /// Returns the feature's report (empty for a scene of no feature). A failure names the step;
  /// a later call tries again.
  @discardableResult
  public func prepare<C: Clock>(clock: C, isolation: isolated (any Actor)? = #isolation)
    async throws(StartupError) -> StartupReport
  where C.Duration == Duration {
    guard let container = try? origin.resolvingPlace().0 else { return StartupReport() }
    return try await container.start(featureOf: sceneKey, clock: clock, isolation: isolation)
  }

  /// Runs the startup steps of the scene's feature, if they have not run, timed with the
  /// continuous clock.
  @discardableResult
  public func prepare(isolation: isolated (any Actor)? = #isolation) async throws(StartupError)
    -> StartupReport
  {
    try await prepare(clock: ContinuousClock(), isolation: isolation)
  }
}

extension SceneRoute where Argument == Void {
  /// Builds the screen the route opens.
  public func callAsFunction(isolation: isolated (any Actor)? = #isolation)
    throws(ResolutionError) -> Screen
  {
    try self((), isolation: isolation)
  }
}

/// A route's scene made a screen of another type than the one its opener shows.
struct ScreenTypeMismatch: Error, CustomStringConvertible {
  let made: Any.Type
  let expected: Any.Type

  var description: String {
    "the route made a \(made), which is not a \(expected)"
  }
}
