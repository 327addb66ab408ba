import ThinKit

/// A grid of cells that views draw into and the renderer compares frame to frame.
///
/// Drawing is clipped to the buffer (and to an optional clip rectangle) and keeps wide graphemes
/// whole: overwriting either half of one clears the other half. Translucent colors are blended
/// over what is already in the cell, because a terminal cell cannot be translucent.
public struct CellBuffer: Hashable, Sendable {
  public private(set) var size: Size
  public private(set) var cells: [Cell]

  public init(size: Size, filling cell: Cell = .blank) {
    let size = Size(width: max(0, size.width), height: max(0, size.height))
    self.size = size
    self.cells = Array(repeating: cell, count: size.width * size.height)
  }

  /// The whole buffer as a rectangle at the origin.
  public var bounds: Rect { Rect(origin: .zero, size: size) }

  /// The cell at column `x`, row `y`; a blank cell outside the buffer. Writes outside are
  /// ignored.
  public subscript(x: Int, y: Int) -> Cell {
    get {
      guard contains(x: x, y: y) else { return .blank }
      return cells[y * size.width + x]
    }
    set {
      guard contains(x: x, y: y) else { return }
      cells[y * size.width + x] = newValue
    }
  }

  /// Paints `background` over every cell of `rect` (clipped) and clears their text.
  public mutating func fill(_ rect: Rect, with background: Color, clip: Rect? = nil) {
    let area = rect.intersection(clip.map { $0.intersection(bounds) } ?? bounds)
    guard !area.isEmpty else { return }
    for y in area.minY..<area.maxY {
      breakWideGraphemes(atRow: y, from: area.minX, to: area.maxX)
      for x in area.minX..<area.maxX {
        let index = y * size.width + x
        let under = cells[index].background
        cells[index] = Cell(
          character: " ", foreground: cells[index].foreground,
          background: background.isOpaque ? background : background.blended(over: under))
      }
    }
  }

  /// Draws `text` from `point` on one row and returns how far it reached, in columns from
  /// `point`, clipped to the drawing area.
  ///
  /// Each grapheme takes the cells a terminal gives it (see `GraphemeCells`): an Indic
  /// conjunct one per consonant, a wide grapheme a cell and its continuation. The foreground is
  /// blended over the cell's background; a nil `background` keeps the backgrounds already
  /// there, so a label shows the color of the view under it. A grapheme that would be cut by
  /// the clip edge is replaced by spaces.
  @discardableResult
  public mutating func draw(
    _ text: some StringProtocol,
    at point: Point,
    foreground: Color,
    background: Color? = nil,
    style: CellStyle = [],
    clip: Rect? = nil
  ) -> Int {
    let area = clip.map { $0.intersection(bounds) } ?? bounds
    guard point.y >= area.minY, point.y < area.maxY else { return 0 }
    let pen = Pen(foreground: foreground, background: background, style: style)
    var x = point.x
    for character in text {
      let width = TextWidth.columns(of: character)
      if width == 0 { continue }
      if x >= area.maxX { break }
      if x >= area.minX, x + width <= area.maxX {
        GraphemeCells.forEachPart(of: character) { part, columns in
          if columns > 0 { put(part, columns: columns, at: Point(x: x, y: point.y), with: pen) }
          x += columns
        }
        continue
      }
      var column = max(x, area.minX)
      while column < min(x + width, area.maxX) {
        put(" ", columns: 1, at: Point(x: column, y: point.y), with: pen)
        column += 1
      }
      x += width
    }
    return min(x, area.maxX) - point.x
  }

  /// What `draw` writes with.
  private struct Pen {
    var foreground: Color
    var background: Color?
    var style: CellStyle
  }

  /// Writes one cell's grapheme at `point` and its continuation cells after it.
  private mutating func put(_ character: Character, columns: Int, at point: Point, with pen: Pen) {
    breakWideGraphemes(atRow: point.y, from: point.x, to: point.x + columns)
    // Every cell of a wide grapheme takes the background under its first one: a terminal
    // paints the whole grapheme in one color.
    let under = cells[point.y * size.width + point.x].background
    let back = pen.background.map { $0.isOpaque ? $0 : $0.blended(over: under) } ?? under
    let front = pen.foreground.isOpaque ? pen.foreground : pen.foreground.blended(over: back)
    for offset in 0..<columns {
      cells[point.y * size.width + point.x + offset] = Cell(
        character: offset == 0 ? character : " ", foreground: front, background: back,
        style: pen.style, isContinuation: offset > 0)
    }
  }

  /// The text of row `y`, continuation cells left out (so a wide grapheme appears once).
  public func line(_ y: Int) -> String {
    guard y >= 0, y < size.height else { return "" }
    var text = ""
    for x in 0..<size.width where !cells[y * size.width + x].isContinuation {
      text.append(cells[y * size.width + x].character)
    }
    return text
  }

  /// The text of every row, top to bottom.
  public var lines: [String] { (0..<size.height).map(line) }

  private func contains(x: Int, y: Int) -> Bool {
    x >= 0 && y >= 0 && x < size.width && y < size.height
  }

  /// Clears the parts of wide graphemes that straddle the edges of columns `from..<to`,
  /// which are about to be overwritten.
  private mutating func breakWideGraphemes(atRow y: Int, from: Int, to: Int) {
    let row = y * size.width
    if from > 0, from < size.width, cells[row + from].isContinuation {
      var x = from - 1
      while x >= 0 {
        let wasContinuation = cells[row + x].isContinuation
        cells[row + x].character = " "
        cells[row + x].isContinuation = false
        if !wasContinuation { break }
        x -= 1
      }
    }
    var x = to
    while x < size.width, cells[row + x].isContinuation {
      cells[row + x].isContinuation = false
      cells[row + x].character = " "
      x += 1
    }
  }
}
