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
}
