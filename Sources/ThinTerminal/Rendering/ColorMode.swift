import ThinKit

/// How many colors the terminal shows, which decides how a `Color` is written to it.
public enum ColorMode: Hashable, Sendable {
  /// 24-bit color: every `Color` exactly.
  case trueColor
  /// The xterm 256-color palette: the nearest color of its cube or gray ramp.
  case palette256
  /// The 16 ANSI colors: the nearest of them.
  case palette16
  /// No color at all (`NO_COLOR`, `TERM=dumb`); bold, underline and inverse still show.
  case noColor

  /// The mode the environment describes, in this order: a non-empty `NO_COLOR` or
  /// `TERM=dumb` turn color off; `COLORTERM=truecolor` or `24bit` (or a `-direct` terminal)
  /// give 24-bit color; a `TERM` naming `256color` gives 256 colors; anything else 16.
  public static func detect(environment: [String: String]) -> ColorMode {
    if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .noColor }
    let term = environment["TERM"]?.lowercased() ?? ""
    if term == "dumb" { return .noColor }
    let colorTerm = environment["COLORTERM"]?.lowercased() ?? ""
    if colorTerm == "truecolor" || colorTerm == "24bit" || term.hasSuffix("-direct") {
      return .trueColor
    }
    if term.contains("256color") { return .palette256 }
    return .palette16
  }

  /// Whether colors show at all.
  public var showsColor: Bool { self != .noColor }

  /// Whether views should show state with attributes as well as color: without color, and
  /// with 16 colors, where the theme's near shades (a field on the screen's background, a
  /// placeholder beside typed text) merge.
  public var shouldDifferentiateWithoutColor: Bool { self == .noColor || self == .palette16 }

  /// How `color` is written in this mode; nil when colors are off.
  package func terminalColor(for color: Color) -> TerminalColor? {
    switch self {
    case .trueColor: .rgb(red: color.red, green: color.green, blue: color.blue)
    case .palette256: .indexed(XtermPalette.nearest256(to: color))
    case .palette16: .indexed(XtermPalette.nearest16(to: color))
    case .noColor: nil
    }
  }
}

extension ColorMode {
  /// The foreground written for `foreground` over `background`, given what
  /// ``terminalColor(for:)`` gives each: with 16 colors, two different colors the palette
  /// merges (a gray link on a gray screen) are kept apart, the text taking the nearest other
  /// color, so that no role vanishes into its background.
  @inline(__always)
  package func separated(
    _ written: TerminalColor?, for foreground: Color, over background: Color,
    writtenBackground: TerminalColor?
  ) -> TerminalColor? {
    guard self == .palette16, written == writtenBackground, foreground != background,
      case .indexed(let index)? = writtenBackground
    else { return written }
    return .indexed(XtermPalette.nearest16(to: foreground, excluding: index))
  }
}

extension ColorMode {
  /// The colors `cell` is written with in this mode, as the renderer writes them: its
  /// background, then its foreground kept apart from that background.
  package func writtenColors(of cell: Cell) -> (
    foreground: TerminalColor?, background: TerminalColor?
  ) {
    let background = terminalColor(for: cell.background)
    let foreground = separated(
      terminalColor(for: cell.foreground), for: cell.foreground, over: cell.background,
      writtenBackground: background)
    return (foreground, background)
  }
}

extension ColorMode: CustomStringConvertible {
  public var description: String {
    switch self {
    case .trueColor: "24-bit color"
    case .palette256: "256 colors"
    case .palette16: "16 colors"
    case .noColor: "no color"
    }
  }
}
