import Foundation

/// How a host draws each ``Glyph``: Unicode symbols, or ASCII stand-ins where the display's
/// character set has no such symbols (a terminal whose locale is not UTF-8).
public enum GlyphSet: String, CaseIterable, Hashable, Sendable {
  case unicode
  case ascii

  /// The text that draws `glyph`.
  public func symbol(for glyph: Glyph) -> String {
    switch self {
    case .unicode: Self.unicodeSymbol(for: glyph)
    case .ascii: Self.asciiSymbol(for: glyph)
    }
  }

  /// The frames of an activity indicator's turn, in order.
  public var activityFrames: [String] {
    switch self {
    case .unicode: ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
    case .ascii: ["|", "/", "-", "\\"]
    }
  }

  /// ``unicode`` when the locale (`LC_ALL`, else `LC_CTYPE`, else `LANG`, the first that is
  /// set) is UTF-8, as a terminal's is when it can draw these symbols; ``ascii`` otherwise.
  public static func detect(environment: [String: String]) -> GlyphSet {
    let locale =
      ["LC_ALL", "LC_CTYPE", "LANG"].lazy
      .compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
    let normalized = locale.lowercased().replacingOccurrences(of: "-", with: "")
    return normalized.contains("utf8") ? .unicode : .ascii
  }

  /// How a terminal showing this set writes `character` of text that is not a ``Glyph`` (copy,
  /// what the user typed): as itself in Unicode. In ASCII, a typographic character becomes its
  /// stand-in (“ → ", · → -, ↑ → ^, − → -, × → x), a letter loses its accents (é → e), and
  /// anything else is "?": always one ASCII character, for a one-column character.
  public func displayable(_ character: Character) -> Character {
    guard self == .ascii, !character.isASCII else { return character }
    if let standIn = Self.asciiStandIns[character] { return standIn }
    let base = String(character).decomposedStringWithCanonicalMapping.unicodeScalars.first
    if let base, base.isASCII, base.value >= 0x20 { return Character(base) }
    return "?"
  }

  private static let asciiStandIns: [Character: Character] = [
    "‘": "'", "’": "'", "‚": "'", "“": "\"", "”": "\"", "„": "\"", "«": "\"", "»": "\"",
    "·": "-", "•": "*", "–": "-", "—": "-", "−": "-", "×": "x", "÷": "/", "…": ".",
    "↑": "^", "↓": "v", "←": "<", "→": ">", "‹": "<", "›": ">", "✓": "x", "●": "o",
    "\u{A0}": " ",
  ]

  private static func unicodeSymbol(for glyph: Glyph) -> String {
    switch glyph {
    case .envelope: "✉"
    case .lock: "🔒"
    case .invalidIndicator, .switchKnob: "●"
    case .secureTextCharacter: "•"
    case .checkmark: "✓"
    case .disclosureIndicator: "›"
    case .backIndicator: "‹"
    case .scrollIndicator: "┃"
    case .solidBlock: "█"
    case .focusLeading: "▸"
    case .focusTrailing: "◂"
    case .ellipsis: "…"
    case .borderHorizontal: "─"
    case .borderVertical: "│"
    case .borderTopLeft: "┌"
    case .borderTopRight: "┐"
    case .borderBottomLeft: "└"
    case .borderBottomRight: "┘"
    }
  }

  private static func asciiSymbol(for glyph: Glyph) -> String {
    switch glyph {
    case .envelope: "@"
    case .lock, .secureTextCharacter: "*"
    case .invalidIndicator: "!"
    case .switchKnob: "o"
    case .checkmark: "x"
    case .disclosureIndicator: ">"
    case .backIndicator: "<"
    case .scrollIndicator, .solidBlock: "#"
    case .focusLeading: ">"
    case .focusTrailing: "<"
    case .ellipsis: "..."
    case .borderHorizontal: "-"
    case .borderVertical: "|"
    case .borderTopLeft, .borderTopRight, .borderBottomLeft, .borderBottomRight: "+"
    }
  }
}
