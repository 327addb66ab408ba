/// Marks a field invalid: shows its indicator and shakes it each time it is set invalid, even
/// when it already was, because every refused submit deserves an answer.
///
/// Holds the field weakly; the view that validates keeps the behavior.
@MainActor
public final class InvalidInputBehavior {
  private weak var view: (any InvalidInputIndicating)?
  private let shaker: ShakeBehavior

  public init(view: some InvalidInputIndicating, shake: ShakeAnimation = ShakeAnimation()) {
    self.view = view
    shaker = ShakeBehavior(view: view, animation: shake)
    view.showsInvalidIndicator = false
  }

  /// Setting `true` shows the indicator and shakes (again, if already invalid); `false`
  /// hides the indicator.
  public var isInvalid = false {
    didSet {
      view?.showsInvalidIndicator = isInvalid
      if isInvalid { shaker.shake() }
    }
  }
}
