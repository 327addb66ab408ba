/// What a screen keeps of the scene that made it: ThinScenes puts the scene in, once, as the
/// scene makes the screen, and nothing else can, so a screen's scene is never swapped or lost.
@MainActor
public final class HostedScene {
  /// The scene that made the screen; nil for a screen no scene made.
  public internal(set) var scene: (any Scene)?

  /// Empty: a host's view controller makes one for its scene to go in.
  public init() {}
}
