import ThinKit

extension ANSIScreenEmulator {
  /// Applies `ESC [ … m`: styles, the 8/16 colors, `38;5;n`/`48;5;n` palette colors,
  /// `38;2;r;g;b`/`48;2;r;g;b` RGB colors and the resets of each.
  mutating func applySGR(_ parameters: [Int?]) throws(UnsupportedInput) {
    var index = 0
    while index < parameters.count {
      let parameter = parameters[index] ?? 0
      index += 1
      switch parameter {
      case 0:
        foreground = nil
        background = nil
        style = []
      case 1: style.insert(.bold)
      case 2: style.insert(.dim)
      case 3: style.insert(.italic)
      case 4: style.insert(.underline)
      case 7: style.insert(.inverse)
      case 22: style.subtract([.bold, .dim])
      case 23: style.remove(.italic)
      case 24: style.remove(.underline)
      case 27: style.remove(.inverse)
      case 30...37: foreground = XtermPalette.color(at: UInt8(parameter - 30))
      case 90...97: foreground = XtermPalette.color(at: UInt8(parameter - 90 + 8))
      case 40...47: background = XtermPalette.color(at: UInt8(parameter - 40))
      case 100...107: background = XtermPalette.color(at: UInt8(parameter - 100 + 8))
      case 39: foreground = nil
      case 49: background = nil
      case 38: foreground = try Self.extendedColor(parameters, at: &index)
      case 48: background = try Self.extendedColor(parameters, at: &index)
      default: throw UnsupportedInput(description: "SGR parameter \(parameter)")
      }
    }
  }

  /// Reads `5;n` or `2;r;g;b` after a 38 or 48.
  private static func extendedColor(
    _ parameters: [Int?], at index: inout Int
  ) throws(UnsupportedInput) -> Color {
    func value(_ offset: Int) throws(UnsupportedInput) -> UInt8 {
      guard index + offset < parameters.count, let value = parameters[index + offset],
        (0...255).contains(value)
      else { throw UnsupportedInput(description: "malformed extended color") }
      return UInt8(value)
    }
    switch try value(0) {
    case 5:
      defer { index += 2 }
      return XtermPalette.color(at: try value(1))
    case 2:
      defer { index += 4 }
      return Color(red: try value(1), green: try value(2), blue: try value(3))
    default:
      throw UnsupportedInput(description: "extended color kind")
    }
  }
}
