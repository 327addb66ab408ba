import ThinKit

/// A small symbol, as a template `UIImageView`: an icon in a field, a status dot.
///
/// Shows a named ``Glyph`` the way the window's glyph set draws it, in ``tintColor`` or the
/// theme's placeholder color (the color of field glyphs).
@MainActor
open class GlyphView: View {
  /// The symbol it shows.
  public var glyph: Glyph {
    didSet {
      setNeedsDisplay()
      superview?.setNeedsLayout()
    }
  }

  public var tintColor: Color? {
    didSet { setNeedsDisplay() }
  }

  /// The columns the view takes at least, the symbol drawn at its left: glyph views of one
  /// width line up the text after them, as image views of one size do, whether their symbols
  /// are one column wide (✉) or two (🔒).
  public var minimumWidth = 0 {
    didSet { superview?.setNeedsLayout() }
  }

  public init(glyph: Glyph) {
    self.glyph = glyph
    super.init(frame: .zero)
    frame.size = sizeThatFits(.zero)
  }

  override open func sizeThatFits(_ size: Size) -> Size {
    Size(width: max(minimumWidth, TextWidth.columns(of: symbol(for: glyph))), height: 1)
  }

  /// Draws the symbol over what is under it, background and style alike (a field's inverse or
  /// underline without color), as a template image takes its container's look.
  override open func draw(in context: inout DrawingContext) {
    let point = Point(x: 0, y: context.size.height / 2)
    context.draw(
      symbol(for: glyph), at: point, foreground: tintColor ?? theme.placeholder,
      style: context.style(at: point))
  }
}
