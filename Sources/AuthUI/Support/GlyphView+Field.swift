import ThinKit
import ThinTerminal

extension GlyphView {
  /// A field's leading symbol in a two-column slot, the width of the widest (🔒), so that the
  /// text of every field on the screen starts in the same column.
  static func fieldSymbol(_ glyph: Glyph) -> GlyphView {
    let view = GlyphView(glyph: glyph)
    view.minimumWidth = 2
    return view
  }
}
