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
  /// `scene`'s screen for `argument`, built in `scope` as the app's route builds it. Throws a
  /// ``SceneTestError`` naming `installers` when none of them registered the scene.
  @MainActor
  func openScreen<S: Scene>(
    of scene: S.Type, argument: S.Argument, scope: RouteScope, installers: [any Installer]
  ) throws -> S.Screen {
    guard case .new = scope else {
      do {
        return try screen(of: S.self, argument: argument)
      } catch {
        // Nothing above the scene's own key: the scene itself is what is missing.
        guard error.path.count == 1, error.isNotRegistered else { throw error }
        throw SceneTestError(.sceneNotRegistered(S.self), installers: installers)
      }
    }
    // The test's own route registered the scene, if no installer did.
    return try route(to: SceneTestOpening<S>.self, showing: S.Screen.self)(argument)
  }
}

extension ResolutionError {
  /// Whether nothing is registered under the key that failed.
  fileprivate var isNotRegistered: Bool {
    if case .notRegistered = reason { return true }
    return false
  }
}
