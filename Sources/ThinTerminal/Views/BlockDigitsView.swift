import ThinKit

/// A number in large block digits, five rows high, readable from across the room: a count,
/// a score, a clock ("25:00").
///
/// It draws the digits 0–9, `-` and `−`, `:` and `.`; text with any other character is drawn
/// as plain bold text on one row, as it is when the view is too small for the digits (under
/// five rows, or too narrow). Each pixel is two columns wide so that digits look square in a
/// terminal's cells; when the number is too wide for that, pixels get one column. Scaled (a
/// pulse, ``View/add(_:forKey:)``), it draws larger: the pixels stretch over the bigger area.
/// Size it with ``sizeThatFits(_:)``; like a label, it draws in ``textColor``, else the
/// theme's text color.
@MainActor
open class BlockDigitsView: View {
  /// The rows the block digits take.
  public static let digitHeight = BlockFont.glyphHeight

  /// What it shows, e.g. "42" or "04:59".
  public var text: String {
    didSet {
      guard text != oldValue else { return }
      font = BlockFont(text)
      superview?.setNeedsLayout()
      setNeedsDisplay()
    }
  }

  /// The digits' color; nil uses the theme's text color.
  public var textColor: Color? {
    didSet { setNeedsDisplay() }
  }

  private var font: BlockFont?

  public init(text: String = "", frame: Rect = .zero) {
    self.text = text
    font = BlockFont(text)
    super.init(frame: frame)
  }

  /// The block size with the widest pixels that fit `size`; one row of plain text when none
  /// does; nothing for no text.
  override open func sizeThatFits(_ size: Size) -> Size {
    guard !text.isEmpty else { return .zero }
    guard let font, size.height >= font.height else {
      return Size(width: min(size.width, TextWidth.columns(of: text)), height: min(size.height, 1))
    }
    for pixelWidth in [2, 1] where font.width * pixelWidth <= size.width {
      return Size(width: font.width * pixelWidth, height: font.height)
    }
    return Size(width: min(size.width, TextWidth.columns(of: text)), height: 1)
  }

  /// The digits in block pixels over the whole (possibly scaled) area, else the plain text.
  override open func draw(in context: inout DrawingContext) {
    let color = textColor ?? theme.text
    guard let font, bounds.height >= font.height, bounds.width >= font.width else {
      let width = TextWidth.columns(of: text)
      let origin = Point(x: (context.size.width - width) / 2, y: context.size.height / 2)
      context.draw(text, at: origin, foreground: color, style: .bold)
      return
    }
    let size = context.size
    let pixel = symbol(for: .solidBlock)
    for y in 0..<size.height {
      var row = ""
      for x in 0..<size.width {
        row += font.isSet(x: x, y: y, in: size) ? pixel : " "
      }
      drawBlocks(of: row, atRow: y, color: color, in: &context)
    }
  }

  /// Draws the block cells of one row, leaving the others untouched (the background shows).
  private func drawBlocks(
    of row: String, atRow y: Int, color: Color, in context: inout DrawingContext
  ) {
    var x = 0
    for run in row.split(separator: " ", omittingEmptySubsequences: false) {
      if !run.isEmpty { context.draw(run, at: Point(x: x, y: y), foreground: color) }
      x += run.count + 1
    }
  }
}
