/// What shows a ``Scene`` and keeps it alive: a host's view controller.
///
/// The scene makes its screen (``Scene/makeScreen(resolver:)``), then ThinScenes puts the
/// scene in the screen's ``hostedScene``, once: the screen owns the scene for as long as it
/// lives, as a view controller owns the objects of its storyboard scene. A host framework's
/// base view controller conforms (ThinTerminal's `ViewController` does) and calls
/// ``Scene/start()`` when the screen first appears.
@MainActor
public protocol SceneHost: AnyObject, Sendable {
  /// Where the screen keeps the scene that made it.
  var hostedScene: HostedScene { get }
}
