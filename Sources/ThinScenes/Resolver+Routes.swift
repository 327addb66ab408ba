import ThinDI

extension Resolver {
  /// The route to `destination`, for the screen being built to keep: it opens whatever scene
  /// an installer bound the destination to, in this resolve's scope. Throws now when no
  /// installer bound it, so that validation finds a route to nowhere.
  public mutating func route<D: Destination, Screen>(
    to destination: D.Type, showing screen: Screen.Type = Screen.self
  ) throws(ResolutionError) -> SceneRoute<D.Argument, Screen> {
    let binding = try resolve(RouteBinding<D>.self)
    return SceneRoute(binding: binding, origin: origin(of: ServiceKey(RouteBinding<D>.self)))
  }
}

extension Container {
  /// The route to `destination`, for an app's entry point: the first screen, opened the way
  /// every other is.
  public func route<D: Destination, Screen>(
    to destination: D.Type, showing screen: Screen.Type = Screen.self,
    isolation: isolated (any Actor)? = #isolation
  ) throws(ResolutionError) -> SceneRoute<D.Argument, Screen> {
    let binding = try resolve(RouteBinding<D>.self, isolation: isolation)
    return SceneRoute(binding: binding, origin: origin(of: ServiceKey(RouteBinding<D>.self)))
  }
}
