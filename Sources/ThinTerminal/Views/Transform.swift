/// How a view is moved and scaled when drawn: the translation-and-scale subset of
/// `CGAffineTransform` that a grid of cells can show.
///
/// The view is scaled about its centre, then moved; translation is not scaled. Values are
/// fractional so that animations interpolate smoothly; drawing rounds them to whole cells. A NaN
/// component draws as the identity's, and one too large for the grid moves the view off screen.
public struct Transform: Hashable, Sendable {
  /// Columns to move right (negative: left).
  public var translationX: Double
  /// Rows to move down (negative: up).
  public var translationY: Double
  /// The size factor about the view's centre (1: unchanged).
  public var scale: Double

  public init(translationX: Double = 0, translationY: Double = 0, scale: Double = 1) {
    self.translationX = translationX
    self.translationY = translationY
    self.scale = scale
  }

  /// A translation, as `CGAffineTransform(translationX:y:)`.
  public init(translationX: Double, y: Double) {
    self.init(translationX: translationX, translationY: y)
  }

  /// A uniform scale, as `CGAffineTransform(scaleX:y:)` with equal factors.
  public init(scale: Double) {
    self.init(translationX: 0, translationY: 0, scale: scale)
  }

  public static let identity = Transform()

  public var isIdentity: Bool { self == .identity }

  /// This transform moved further by `x` columns and `y` rows.
  public func translatedBy(x: Double, y: Double) -> Transform {
    Transform(translationX: translationX + x, translationY: translationY + y, scale: scale)
  }

  /// This transform scaled further by `factor`.
  public func scaledBy(_ factor: Double) -> Transform {
    Transform(translationX: translationX, translationY: translationY, scale: scale * factor)
  }
}
