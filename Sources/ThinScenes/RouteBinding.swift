import ThinDI

/// What a route registration resolves to: how to open a destination's scene, and a sample
/// argument for validation's dry run.
struct RouteBinding<D: Destination>: Sendable, KeyDescribing {
  typealias Open =
    @Sendable (Container, Scope?, D.Argument, isolated (any Actor)?) throws(ResolutionError)
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

  /// Validation's check of the route: opens its scene once with the sample argument, in the
  /// dry run's container and scope; a failure names the route first.
  static func check(in container: Container, scope: Scope, isolation: isolated (any Actor)?)
    throws(ResolutionError)
  {
    let key = ServiceKey(Self.self)
    // A route whose own registration fails was reported with the registrations.
    guard let binding = try? scope.resolve(Self.self, isolation: isolation) else { return }
    let opening = binding.openingScope(in: container, from: scope, argument: binding.sample)
    defer { if case .new = binding.scope { opening?.end() } }
    do {
      _ = try binding.open(container, opening, binding.sample, isolation)
    } catch {
      throw error.reached(through: key)
    }
  }
}
