import ThinKit

/// A color as the terminal is told it: RGB, or an index into its palette.
package enum TerminalColor: Hashable, Sendable {
  case rgb(red: UInt8, green: UInt8, blue: UInt8)
  case indexed(UInt8)

  /// The opaque `Color` a terminal with xterm's default palette shows for it.
  package var color: Color {
    switch self {
    case .rgb(let red, let green, let blue): Color(red: red, green: green, blue: blue)
    case .indexed(let index): XtermPalette.color(at: index)
    }
  }

  /// Appends the SGR parameters that select this color, as foreground or background:
  /// `38;2;r;g;b` for RGB, `31` or `91` for the first 16 colors, `38;5;n` for the others.
  func appendParameters(foreground: Bool, to bytes: inout [UInt8]) {
    switch self {
    case .rgb(let red, let green, let blue):
      bytes.appendDecimal(foreground ? 38 : 48)
      bytes.append(contentsOf: [UInt8(ascii: ";"), UInt8(ascii: "2"), UInt8(ascii: ";")])
      bytes.appendDecimal(Int(red))
      bytes.append(UInt8(ascii: ";"))
      bytes.appendDecimal(Int(green))
      bytes.append(UInt8(ascii: ";"))
      bytes.appendDecimal(Int(blue))
    case .indexed(let index) where index < 8:
      bytes.appendDecimal((foreground ? 30 : 40) + Int(index))
    case .indexed(let index) where index < 16:
      bytes.appendDecimal((foreground ? 90 : 100) + Int(index) - 8)
    case .indexed(let index):
      bytes.appendDecimal(foreground ? 38 : 48)
      bytes.append(contentsOf: [UInt8(ascii: ";"), UInt8(ascii: "5"), UInt8(ascii: ";")])
      bytes.appendDecimal(Int(index))
    }
  }
}
