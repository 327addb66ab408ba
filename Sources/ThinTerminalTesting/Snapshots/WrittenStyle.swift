import ThinKit
import ThinTerminal

/// How a terminal in one color mode shows a cell beyond its text: the colors the renderer
/// writes it with and its attributes, named for a reader.
struct WrittenStyle: Hashable, Sendable {
  let foreground: TerminalColor?
  let background: TerminalColor?
  let attributes: CellStyle

  init(of cell: Cell, in colorMode: ColorMode) {
    (foreground, background) = colorMode.writtenColors(of: cell)
    attributes = cell.style
  }
}

extension WrittenStyle: CustomStringConvertible {
  /// "#F2F2F7 on #1C1C1E, bold underline"; "plain" without colors or attributes.
  var description: String {
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
