/// What shows a ``Scene`` and keeps it alive: a host's view controller.
///
/// The container makes the host with `init()`, then the scene, and stores the scene in
/// ``scene``: the host owns the scene for as long as it lives, as a view controller owns the
/// objects of its storyboard scene. A host type declares the conformance (`final class
/// CounterViewController: ViewController, SceneHost {}`); a host framework's base view
/// controller provides the storage and calls ``Scene/start()`` when the screen first appears.
@MainActor
public protocol SceneHost: AnyObject, Sendable {
  init()
  /// The scene that assembled this screen; set once, by the container.
  var scene: (any Scene)? { get set }
}
