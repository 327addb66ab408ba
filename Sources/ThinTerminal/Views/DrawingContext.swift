import ThinKit

/// Where a view draws itself: the cells it covers on screen, in its own coordinates, clipped to
/// what it may touch. The terminal's `CGContext`.
///
/// A view's ``View/draw(in:)`` receives one; (0, 0) is the view's top-left cell as presented
/// (after its transform), and ``size`` is its presented size, larger than its bounds while the
/// view is scaled up.
public struct DrawingContext {
  /// The frame being drawn, in window cells.
  var buffer: CellBuffer
  /// The window cell of the view's top-left corner.
  var origin: Point = .zero
  /// The window cells the view may draw into.
  var clip: Rect

  /// The view's presented size in cells.
  public internal(set) var size: Size = .zero
  /// The view's presented scale (1: unscaled): views that can draw their content larger, such
  /// as block digits, choose a larger glyph size from it.
  public internal(set) var scale: Double = 1
  /// The clock time of the frame, for content that changes with time (a spinner).
  public internal(set) var time: Duration = .zero

  init(buffer: CellBuffer, time: Duration) {
    self.buffer = buffer
    self.clip = buffer.bounds
    self.time = time
  }

  /// The view's presented area in its own coordinates.
  public var bounds: Rect { Rect(origin: .zero, size: size) }

  /// Paints `color` over `rect`. An opaque color covers what is there; a translucent one veils
  /// it, keeping the text under it visible (as a translucent layer over text does).
  public mutating func fill(_ rect: Rect, with color: Color) {
    if color.isOpaque {
      buffer.fill(rect.offsetBy(dx: origin.x, dy: origin.y), with: color, clip: clip)
    } else if color.alpha > 0 {
      veil(rect, with: color)
    }
  }

  /// Draws `text` on one row from `point` and returns the columns it took (clipped).
  /// A nil `background` keeps the colors already under the text.
  @discardableResult
  public mutating func draw(
    _ text: some StringProtocol, at point: Point, foreground: Color, background: Color? = nil,
    style: CellStyle = []
  ) -> Int {
    buffer.draw(
      text, at: point.offsetBy(dx: origin.x, dy: origin.y), foreground: foreground,
      background: background, style: style, clip: clip)
  }

  /// Draws a field's text cursor on the cell at `point` in the theme's cursor color (its
  /// placeholder role): a translucent color veils the cell, so that the character under it
  /// still shows; an opaque one inverts it.
  public mutating func drawCaret(at point: Point, theme: Theme) {
    let cell = Rect(origin: point, size: Size(width: 1, height: 1))
    if theme.placeholder.isOpaque {
      addStyle(.inverse, in: cell)
    } else {
      veil(cell, with: theme.placeholder)
    }
  }

  /// Shows a field where its background color cannot (no color, 16 colors): the field's cells
  /// underlined, like a form's blank line, or in inverse video while it is edited, as its
  /// focus color would.
  public mutating func markFieldWithoutColor(isEditing: Bool) {
    addStyle(isEditing ? .inverse : .underline, in: bounds)
  }

  /// The style (underline, inverse…) of the cell at `point`, as the views below drew it: what
  /// a symbol drawn over a marked field keeps, as it keeps the field's background.
  public func style(at point: Point) -> CellStyle {
    buffer[point.x + origin.x, point.y + origin.y].style
  }

  /// Adds `style` (underline, bold…) to the cells of `rect` without changing their text.
  public mutating func addStyle(_ style: CellStyle, in rect: Rect) {
    forEachCell(in: rect) { $0.style.formUnion(style) }
  }

  /// Blends `color` over both the text and the background of each cell of `rect`, keeping the
  /// text: a translucent veil (a dimmed backdrop, a block cursor).
  public mutating func veil(_ rect: Rect, with color: Color) {
    forEachCell(in: rect) { cell in
      cell.background = color.blended(over: cell.background)
      cell.foreground = color.blended(over: cell.foreground)
    }
  }

  private mutating func forEachCell(in rect: Rect, _ body: (inout Cell) -> Void) {
    let area = rect.offsetBy(dx: origin.x, dy: origin.y).intersection(clip)
      .intersection(buffer.bounds)
    guard !area.isEmpty else { return }
    for y in area.minY..<area.maxY {
      for x in area.minX..<area.maxX {
        body(&buffer[x, y])
      }
    }
  }
}
