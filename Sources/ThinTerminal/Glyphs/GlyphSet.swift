import Foundation

/// How the terminal draws each ``Glyph`` and all text: Unicode, or ASCII where the terminal's
/// character set has nothing else (its locale is not UTF-8).
public enum GlyphSet: String, CaseIterable, Hashable, Sendable {
  case unicode
  case ascii

  /// The text that draws `glyph`: its Unicode form, or its ASCII stand-in.
  public func symbol(for glyph: Glyph) -> String {
    switch self {
    case .unicode: glyph.unicode
    case .ascii: glyph.ascii
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
}
