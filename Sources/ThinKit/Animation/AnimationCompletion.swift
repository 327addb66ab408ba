/// Tells the host that an animation ended: played to its end, or replaced before it did.
public struct AnimationCompletion: Hashable, Sendable {
  public var id: AnimationID
  /// False when another animation of the same property or key took over first, as UIKit's
  /// `finished` flag.
  public var finished: Bool

  public init(id: AnimationID, finished: Bool) {
    self.id = id
    self.finished = finished
  }
}
