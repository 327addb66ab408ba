import ThinDI

/// What the container registers for a scene: the screen a resolve of the scene makes, its
/// scene attached. A registration's product must be one type; this names the scene in graphs
/// and errors (`TodoDetailScene(argument: UUID)`).
struct SceneScreen<S: Scene>: Sendable, KeyDescribing {
  let screen: S.Screen

  static var keyDescription: String { String(describing: S.self) }

  /// The key of the scene's registration.
  static var key: ServiceKey { ServiceKey(Self.self, argumentType: S.Argument.self) }
}
