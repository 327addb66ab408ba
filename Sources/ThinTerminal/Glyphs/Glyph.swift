/// A symbol a view draws, named by whoever draws it, as an asset catalog names its images: its
/// Unicode form and the ASCII stand-in shown where the terminal cannot draw Unicode.
///
/// Glyphs are open: the host declares the ones its own views draw (below), and an app declares
/// its own beside the views that draw them, as a static constant, so that no view writes a
/// symbol literally and a symbol changes in one place:
///
///     extension Glyph {
///       static let mailbox = Glyph("✉", ascii: "@")
///     }
///
/// A view draws one with ``View/symbol(for:)``, which picks the form of its window's
/// ``GlyphSet``.
public struct Glyph: Hashable, Sendable {
  /// How it looks on a Unicode terminal: one grapheme.
  public let unicode: String
  /// How it looks on an ASCII terminal: printable ASCII only (anything else is replaced with
  /// `?` when it is drawn).
  public let ascii: String

  public init(_ unicode: String, ascii: String) {
    self.unicode = unicode
    self.ascii = ascii
  }
}

// The symbols ThinTerminal's own views and controls draw.
extension Glyph {
  /// The dot that marks invalid input at a field's right edge.
  public static let invalidIndicator = Glyph("●", ascii: "!")
  /// One character of a secure text entry.
  public static let secureTextCharacter = Glyph("•", ascii: "*")
  /// A list row's checkmark accessory.
  public static let checkmark = Glyph("✓", ascii: "x")
  /// A list row's disclosure indicator: the row opens a screen.
  public static let disclosureIndicator = Glyph("›", ascii: ">")
  /// Before the title of a navigation bar's back button.
  public static let backIndicator = Glyph("‹", ascii: "<")
  /// The thumb of a list's scroll indicator.
  public static let scrollIndicator = Glyph("┃", ascii: "#")
  /// Where more of a scrolling text is above, and below.
  public static let scrollUpIndicator = Glyph("↑", ascii: "^")
  public static let scrollDownIndicator = Glyph("↓", ascii: "v")
  /// Before a focused button's title.
  public static let focusLeading = Glyph("▸", ascii: ">")
  /// After a focused button's title.
  public static let focusTrailing = Glyph("◂", ascii: "<")
  /// The knob of a switch.
  public static let switchKnob = Glyph("●", ascii: "o")
  /// Where text is cut.
  public static let ellipsis = Glyph("…", ascii: "...")
  /// The edges and corners of a sheet's border.
  public static let borderHorizontal = Glyph("─", ascii: "-")
  public static let borderVertical = Glyph("│", ascii: "|")
  public static let borderTopLeft = Glyph("┌", ascii: "+")
  public static let borderTopRight = Glyph("┐", ascii: "+")
  public static let borderBottomLeft = Glyph("└", ascii: "+")
  public static let borderBottomRight = Glyph("┘", ascii: "+")
  /// One pixel of ``BlockDigitsView``'s large digits.
  public static let solidBlock = Glyph("█", ascii: "#")

  /// Every glyph ThinTerminal's views draw, for tests and galleries.
  public static let hostGlyphs: [Glyph] = [
    invalidIndicator, secureTextCharacter, checkmark, disclosureIndicator, backIndicator,
    scrollIndicator, scrollUpIndicator, scrollDownIndicator, focusLeading, focusTrailing,
    switchKnob, ellipsis, borderHorizontal,
    borderVertical, borderTopLeft, borderTopRight, borderBottomLeft, borderBottomRight,
    solidBlock,
  ]
}
