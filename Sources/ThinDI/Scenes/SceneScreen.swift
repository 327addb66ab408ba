/// What the container registers for a scene: the screen a resolve of the scene makes, its
/// scene attached. A registration's product must be one type; this names the scene in graphs
/// and errors (`TodoDetailScene(argument: UUID)`).
struct SceneScreen<S: Scene>: Sendable, KeyDescribing {
  let screen: S.Screen

  static var keyDescription: String { String(describing: S.self) }
}

/// A registered type that names itself in graphs and errors, instead of its generic spelling.
protocol KeyDescribing {
  static var keyDescription: String { get }
}
