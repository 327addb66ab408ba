/// An sRGB color with 8-bit channels and an opacity: the one way ThinKit names a color.
///
/// Colors are values. Themes give them roles; views never write a literal color.
public struct Color: Hashable, Sendable {
  public var red: UInt8
  public var green: UInt8
  public var blue: UInt8
  /// Opacity from 0 (transparent) to 1 (opaque); values outside are clamped, NaN counts as 0.
  public var alpha: Double

  public init(red: UInt8, green: UInt8, blue: UInt8, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha.clampedToUnitInterval
  }

  /// A gray with the same value in every channel.
  public init(white: UInt8, alpha: Double = 1) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  public static let white = Color(white: 255)
  public static let black = Color(white: 0)
  public static let clear = Color(white: 0, alpha: 0)

  /// Whether the color covers what is under it completely.
  public var isOpaque: Bool { alpha >= 1 }

  /// The same color with another opacity.
  public func withAlpha(_ alpha: Double) -> Color {
    Color(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// The opaque color seen when this color is painted over `background` ("source over").
  ///
  /// A host that cannot draw translucency flattens every translucent color this way before
  /// it reaches the screen: white at 60 % over gray becomes a lighter gray.
  public func blended(over background: Color) -> Color {
    let background = background.isOpaque ? background : background.blended(over: .black)
    return mixed(with: background, weight: 1 - alpha, alpha: 1)
  }

  /// The color a fraction of the way from this color to `other`, channel by channel.
  ///
  /// `fraction` 0 gives this color and 1 gives `other`; values outside 0...1 are clamped (NaN
  /// counts as 0), because an overshooting timing curve must not wrap a channel around.
  public func interpolated(to other: Color, fraction: Double) -> Color {
    let t = fraction.clampedToUnitInterval
    return mixed(with: other, weight: t, alpha: alpha + (other.alpha - alpha) * t)
  }

  /// Each channel `weight` (0...1) of the way from this color's to `other`'s, with `alpha`.
  private func mixed(with other: Color, weight: Double, alpha: Double) -> Color {
    func channel(_ from: UInt8, _ to: UInt8) -> UInt8 {
      UInt8((Double(from) + (Double(to) - Double(from)) * weight).rounded())
    }
    return Color(
      red: channel(red, other.red), green: channel(green, other.green),
      blue: channel(blue, other.blue), alpha: alpha)
  }
}

extension Color: CustomStringConvertible {
  public var description: String {
    alpha >= 1
      ? "rgb(\(red),\(green),\(blue))"
      : "rgba(\(red),\(green),\(blue),\(alpha))"
  }
}
