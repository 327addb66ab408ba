import ThinKit

/// One character position of the screen: a grapheme, its colors and its style.
///
/// A wide grapheme (CJK, most emoji) occupies two cells: the first holds the grapheme, the
/// second is a continuation cell that the terminal fills by itself.
public struct Cell: Hashable, Sendable {
  public var character: Character
  public var foreground: Color
  public var background: Color
  public var style: CellStyle
  /// The right half of a wide grapheme drawn by the cell to its left.
  public var isContinuation: Bool

  public init(
    character: Character = " ",
    foreground: Color = .white,
    background: Color = .black,
    style: CellStyle = [],
    isContinuation: Bool = false
  ) {
    self.character = character
    self.foreground = foreground
    self.background = background
    self.style = style
    self.isContinuation = isContinuation
  }

  /// A space on a black background: what a cleared terminal shows.
  public static let blank = Cell()

  /// Cells are equal when they would write the same bytes: Swift's `Character` equality is
  /// canonical, but terminals are not — `é` (U+00E9) is 2 columns wide in a CJK locale where
  /// `e` + U+0301 is 1, so a renderer that took one for the other would leave the wrong drawing.
  public static func == (lhs: Cell, rhs: Cell) -> Bool {
    guard
      lhs.isContinuation == rhs.isContinuation, lhs.style == rhs.style,
      lhs.foreground == rhs.foreground, lhs.background == rhs.background,
      lhs.character == rhs.character
    else { return false }
    // Equal single bytes are the common case; only canonically equal others need their bytes,
    // compared as scalars (the same bytes in UTF-8, fewer steps).
    return lhs.character.utf8.count == 1
      || lhs.character.unicodeScalars.elementsEqual(rhs.character.unicodeScalars)
  }
}
