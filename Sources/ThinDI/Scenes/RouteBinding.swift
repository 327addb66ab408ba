/// What a route registration resolves to: how to open a destination's scene, and a sample
/// argument for validation's dry run.
struct RouteBinding<D: Destination>: Sendable, KeyDescribing, RouteProbing {
  typealias Open =
    @Sendable (Container, Scope?, D.Argument, (any Actor)?) throws(ResolutionError)
    -> AnyObject

  /// The key of the scene the route opens, for its feature.
  let sceneKey: ServiceKey
  let scope: RouteScope
  let sample: D.Argument
  /// Builds the scene's screen in a container and scope.
  let open: Open

  static var keyDescription: String { "route \(D.self)" }

  /// The scope a screen opened from `scope` with `argument` resolves in: `scope`, or a new
  /// one given the argument when it is a scoped value.
  func openingScope(in container: Container, from scope: Scope?, argument: D.Argument) -> Scope? {
    guard case .new(let name) = self.scope else { return scope }
    let opened = container.makeScope(named: name)
    try? opened.provide(argument)
    return opened
  }

  func probe(in container: Container, scope: Scope?, isolation: (any Actor)?)
    throws(ResolutionError)
  {
    let opening = openingScope(in: container, from: scope, argument: sample)
    defer { if case .new = self.scope { opening?.end() } }
    _ = try open(container, opening, sample, isolation)
  }
}

/// A route binding seen from validation: opens its scene once with the sample argument.
protocol RouteProbing {
  func probe(in container: Container, scope: Scope?, isolation: (any Actor)?)
    throws(ResolutionError)
}
