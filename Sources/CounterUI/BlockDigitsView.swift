import ThinKit
import ThinTerminal

/// Shows a number in large block digits, in one color, stretched over its cells.
///
/// Each pixel is two columns wide so that digits look square in a terminal cell grid; when the
/// number is too wide for that, pixels get one column, and past that the number is plain text.
/// Scaled (a pulse), it draws larger: the drawing context is bigger and the pixels stretch.
final class BlockDigitsView: View {
  var text = "" {
    didSet {
      guard text != oldValue else { return }
      font = BlockFont(text)
      superview?.setNeedsLayout()
      setNeedsDisplay()
    }
  }

  var textColor: Color = .black {
    didSet { setNeedsDisplay() }
  }

  private var font: BlockFont?

  /// The block size with the widest pixels that fit `size`; plain text when none does.
  override func sizeThatFits(_ size: Size) -> Size {
    guard let font, size.height >= font.height else {
      return Size(width: min(size.width, TextWidth.columns(of: text)), height: 1)
    }
    for pixelWidth in [2, 1] where font.width * pixelWidth <= size.width {
      return Size(width: font.width * pixelWidth, height: font.height)
    }
    return Size(width: min(size.width, TextWidth.columns(of: text)), height: 1)
  }

  override func draw(in context: inout DrawingContext) {
    guard let font, bounds.height >= font.height else {
      let width = TextWidth.columns(of: text)
      let origin = Point(x: (context.size.width - width) / 2, y: context.size.height / 2)
      context.draw(text, at: origin, foreground: textColor, style: .bold)
      return
    }
    let size = context.size
    let pixel = symbol(for: .solidBlock)
    for y in 0..<size.height {
      var row = ""
      for x in 0..<size.width {
        row += font.isSet(x: x, y: y, in: size) ? pixel : " "
      }
      drawBlocks(of: row, atRow: y, in: &context)
    }
  }

  /// Draws the block cells of one row, leaving the others untouched (the background shows).
  private func drawBlocks(of row: String, atRow y: Int, in context: inout DrawingContext) {
    var x = 0
    for run in row.split(separator: " ", omittingEmptySubsequences: false) {
      if !run.isEmpty { context.draw(run, at: Point(x: x, y: y), foreground: textColor) }
      x += run.count + 1
    }
  }
}
