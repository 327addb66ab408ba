import ThinKit

/// Read-only text, as `UILabel`: color, alignment, number of lines and truncation.
///
/// Lines are centred vertically in the label. A label draws its text the same size when
/// scaled; views that can draw larger text (block digits) read ``DrawingContext/scale``.
@MainActor
open class Label: View {
  public var text: String {
    didSet { if text != oldValue { setNeedsDisplay() } }
  }

  /// The text color; nil uses the theme's text color.
  public var textColor: Color? {
    didSet { setNeedsDisplay() }
  }

  public var textAlignment: TextAlignment = .left {
    didSet { setNeedsDisplay() }
  }

  /// The most lines to show; 0 shows as many as the height allows.
  public var numberOfLines = 1 {
    didSet { setNeedsDisplay() }
  }

  public var lineBreakMode: LineBreakMode = .byTruncatingTail {
    didSet { setNeedsDisplay() }
  }

  /// The terminal's font: bold, dim, italic, underline.
  public var textStyle: CellStyle = [] {
    didSet { setNeedsDisplay() }
  }

  public init(text: String = "", frame: Rect = .zero) {
    self.text = text
    super.init(frame: frame)
  }

  /// The lines at `size.width` (all of it if the width is unbounded), as many as allowed.
  override open func sizeThatFits(_ size: Size) -> Size {
    let lines = layout(width: size.width)
    return Size(
      width: min(size.width, TextLayout.width(of: lines)), height: min(size.height, lines.count))
  }

  override open func draw(in context: inout DrawingContext) {
    let size = context.size
    guard size.height > 0 else { return }
    let maxLines = numberOfLines == 0 ? size.height : min(numberOfLines, size.height)
    let lines = TextLayout.lines(
      of: text, width: size.width, maxLines: maxLines, lineBreakMode: lineBreakMode,
      ellipsis: symbol(for: .ellipsis))
    let top = (size.height - lines.count) / 2
    let color = textColor ?? theme.text
    for (index, line) in lines.enumerated() {
      let width = TextWidth.columns(of: line)
      let x: Int
      switch textAlignment {
      case .left: x = 0
      case .center: x = (size.width - width) / 2
      case .right: x = size.width - width
      }
      context.draw(line, at: Point(x: x, y: top + index), foreground: color, style: textStyle)
    }
  }

  private func layout(width: Int) -> [String] {
    TextLayout.lines(
      of: text, width: width, maxLines: numberOfLines, lineBreakMode: lineBreakMode,
      ellipsis: symbol(for: .ellipsis))
  }
}
