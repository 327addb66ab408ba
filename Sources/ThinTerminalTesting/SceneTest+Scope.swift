import ThinDI
import ThinScenes

/// What a ``SceneTest`` opens a scene through when the scene resolves in a scope of its own: a
/// route of the test's, bound as the app's route is, since only a route opens a new scope and
/// gives it the argument (`Container.screen(of:argument:)` resolves outside any scope, where a
/// scoped registration such as the signed-in account cannot be built).
enum SceneTestOpening<S: Scene>: Destination {
  typealias Argument = S.Argument
}

extension ContainerBuilder {
  /// Binds the test's own route to `scene` in `scope`, when that scope is a new one.
  mutating func registerOpening<S: Scene>(_ scene: S.Type, scope: RouteScope, sample: S.Argument) {
    guard case .new = scope else { return }
    registerRoute(SceneTestOpening<S>.self, to: S.self, scope: scope, sample: sample)
  }
}

extension Container {
  /// `scene`'s screen for `argument`, built in `scope` as the app's route builds it.
  @MainActor
  func openScreen<S: Scene>(of scene: S.Type, argument: S.Argument, scope: RouteScope) throws
    -> S.Screen
  {
    guard case .new = scope else { return try screen(of: S.self, argument: argument) }
    return try route(to: SceneTestOpening<S>.self, showing: S.Screen.self)(argument)
  }
}
