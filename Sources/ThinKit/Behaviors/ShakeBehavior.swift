/// Plays a ``ShakeAnimation`` on a view: the "no" of an input that was refused.
///
/// Holds the view weakly; whoever wants to shake the view keeps the behavior.
@MainActor
public final class ShakeBehavior {
  public let animation: ShakeAnimation
  private weak var view: (any Animatable)?

  public init(view: some Animatable, animation: ShakeAnimation = ShakeAnimation()) {
    self.view = view
    self.animation = animation
  }

  /// Starts the shake from the beginning, replacing one still running.
  public func shake() {
    view?.add(animation.keyframeAnimation, forKey: ShakeAnimation.key)
  }
}
