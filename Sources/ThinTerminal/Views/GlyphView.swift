import ThinKit

/// A small symbol, as a template `UIImageView`: an icon in a field, a status dot.
///
/// Drawn in ``tintColor``, or the theme's placeholder color (the color of field glyphs).
@MainActor
open class GlyphView: View {
  /// The symbol: usually one grapheme, possibly a short ASCII fallback.
  public var glyph: String {
    didSet { setNeedsDisplay() }
  }

  public var tintColor: Color? {
    didSet { setNeedsDisplay() }
  }

  public init(glyph: String = "") {
    self.glyph = glyph
    super.init(frame: Rect(x: 0, y: 0, width: TextWidth.columns(of: glyph), height: 1))
  }

  override open func sizeThatFits(_ size: Size) -> Size {
    Size(width: TextWidth.columns(of: glyph), height: 1)
  }

  override open func draw(in context: inout DrawingContext) {
    context.draw(
      glyph, at: Point(x: 0, y: context.size.height / 2), foreground: tintColor ?? theme.placeholder
    )
  }
}
