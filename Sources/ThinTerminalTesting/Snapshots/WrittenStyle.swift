import ThinKit
import ThinTerminal

/// How a terminal in one color mode shows a cell beyond its text: the colors the renderer
/// writes it with and its attributes, named for a reader.
///
/// A blank cell shows its background only (unless underlined or inverse), so its foreground
/// and attributes are left out: cells that look the same read the same.
struct WrittenStyle: Hashable, Sendable {
  let foreground: TerminalColor?
  let background: TerminalColor?
  let attributes: CellStyle
  let isBlank: Bool

  /// The style of `cell` written in `colorMode`; `isBlank` when it shows a space.
  init(of cell: Cell, in colorMode: ColorMode, isBlank: Bool) {
    let colors = colorMode.writtenColors(of: cell)
    self.isBlank = isBlank && cell.style.isDisjoint(with: [.underline, .inverse])
    foreground = self.isBlank ? nil : colors.foreground
    background = colors.background
    attributes = self.isBlank ? [] : cell.style
  }
}

extension WrittenStyle: CustomStringConvertible {
  /// "#F2F2F7 on #1C1C1E, bold underline"; "plain" without colors or attributes; "blank on
  /// #1C1C1E" for a blank cell.
  var description: String {
    if isBlank { return background.map { "blank on \(Self.name(of: $0))" } ?? "blank" }
    var parts: [String] = []
    if foreground != nil || background != nil {
      parts.append("\(Self.name(of: foreground)) on \(Self.name(of: background))")
    }
    let names: [(CellStyle, String)] = [
      (.bold, "bold"), (.dim, "dim"), (.italic, "italic"), (.underline, "underline"),
      (.inverse, "inverse"),
    ]
    let attributes = names.filter { self.attributes.contains($0.0) }.map(\.1)
    if !attributes.isEmpty { parts.append(attributes.joined(separator: " ")) }
    return parts.isEmpty ? "plain" : parts.joined(separator: ", ")
  }

  /// An RGB color as hex, a palette index as written with the color it shows (its name for
  /// the 16 system colors, which users may redefine), nil as the terminal's default.
  private static func name(of color: TerminalColor?) -> String {
    switch color {
    case nil: "default"
    case .rgb(let red, let green, let blue)?: hex(Color(red: red, green: green, blue: blue))
    case .indexed(let index)? where index < 16: systemColorNames[Int(index)]
    case .indexed(let index)?: "\(index) (\(hex(TerminalColor.indexed(index).color)))"
    }
  }

  private static let systemColorNames = [
    "black", "red", "green", "yellow", "blue", "magenta", "cyan", "white",
    "bright-black", "bright-red", "bright-green", "bright-yellow", "bright-blue",
    "bright-magenta", "bright-cyan", "bright-white",
  ]

  private static func hex(_ color: Color) -> String {
    "#"
      + [color.red, color.green, color.blue].map {
        let digits = String($0, radix: 16, uppercase: true)
        return digits.count == 1 ? "0" + digits : digits
      }.joined()
  }
}
