/// An sRGB color with 8-bit channels and an opacity: the one way ThinKit names a color.
///
/// Colors are values. Themes give them roles; views never write a literal color.
public struct Color: Hashable, Sendable {
  public var red: UInt8
  public var green: UInt8
  public var blue: UInt8
  /// Opacity from 0 (transparent) to 1 (opaque).
  public var alpha: Double

  public init(red: UInt8, green: UInt8, blue: UInt8, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = min(max(alpha, 0), 1)
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
  /// A terminal cell cannot be translucent, so every translucent color is flattened this way
  /// before it reaches the screen: white at 60 % over gray becomes a lighter gray.
  public func blended(over background: Color) -> Color {
    let background = background.isOpaque ? background : background.blended(over: .black)
    func channel(_ top: UInt8, _ bottom: UInt8) -> UInt8 {
      UInt8((Double(top) * alpha + Double(bottom) * (1 - alpha)).rounded())
    }
    return Color(
      red: channel(red, background.red),
      green: channel(green, background.green),
      blue: channel(blue, background.blue)
    )
  }

  /// The color a fraction of the way from this color to `other`, channel by channel.
  ///
  /// `fraction` 0 gives this color and 1 gives `other`; values outside 0...1 are clamped,
  /// because an overshooting timing curve must not wrap a channel around.
  public func interpolated(to other: Color, fraction: Double) -> Color {
    let t = min(max(fraction, 0), 1)
    func channel(_ from: UInt8, _ to: UInt8) -> UInt8 {
      UInt8((Double(from) + (Double(to) - Double(from)) * t).rounded())
    }
    return Color(
      red: channel(red, other.red),
      green: channel(green, other.green),
      blue: channel(blue, other.blue),
      alpha: alpha + (other.alpha - alpha) * t
    )
  }
}

extension Color: CustomStringConvertible {
  public var description: String {
    alpha >= 1
      ? "rgb(\(red),\(green),\(blue))"
      : "rgba(\(red),\(green),\(blue),\(alpha))"
  }
}
