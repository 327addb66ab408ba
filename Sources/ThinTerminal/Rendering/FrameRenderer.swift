import ThinKit

/// Turns frames into the bytes that change a terminal's screen from the previous frame to the
/// next: only the cells that changed, with the fewest cursor moves and SGR changes.
///
/// The renderer remembers what it last wrote (the frame, the cursor position, the colors and
/// style in effect, whether the cursor shows), so each frame costs bytes in proportion to what
/// changed. The first frame, a frame of another size and the frame after `invalidate()` are
/// drawn in full. It assumes a terminal in raw mode (see `CursorMotion`).
///
/// Graphemes whose width terminals disagree on (``DisputedWidth``) are kept inside the cells the
/// layout gave them, so that a terminal counting differently cannot shift the rest of the screen:
/// see ``measuredWidths``.
public struct FrameRenderer: Sendable {
  /// How colors are written.
  public let colorMode: ColorMode
  /// The characters the terminal shows: with ASCII, every other character is written as its
  /// ASCII stand-in (``GlyphSet/displayable(_:)``), so nothing else reaches the screen.
  public let glyphSet: GlyphSet
  /// How wide the terminal draws each kind of disputed grapheme, as measured by the
  /// width probe. With a kind's width known, its graphemes are padded or replaced to fill
  /// exactly their cells; unknown, their cells are cleared first and the cells they could
  /// overdraw written again. Either way the cell after one is reached with an absolute move.
  /// Changing it takes effect for the cells written next: ``invalidate()`` redraws them all.
  public var measuredWidths: MeasuredWidths
  /// The frame the screen shows, or nil when unknown.
  private var previousFrame: CellBuffer?
  /// Where the terminal's cursor is, or nil when unknown (after writing into the last column, or
  /// a grapheme whose width is disputed).
  var position: Point?
  /// The grapheme written last: the one a grapheme written at ``position`` would follow.
  private var lastWritten: Character?
  /// The rendition in effect; every full redraw starts with a reset, which makes it known.
  private var rendition = GraphicRendition.reset
  private var isCursorVisible: Bool?
  /// The last color looked up and its terminal form: neighbouring cells mostly share colors,
  /// and finding the nearest palette entry is the costly part of a 256- or 16-color frame.
  private var foregroundLookup: (Color, TerminalColor?)?
  private var backgroundLookup: (Color, TerminalColor?)?

  public init(
    colorMode: ColorMode, glyphSet: GlyphSet = .unicode, measuredWidths: MeasuredWidths = .init()
  ) {
    self.colorMode = colorMode
    self.glyphSet = glyphSet
    self.measuredWidths = measuredWidths
  }

  /// Forgets what the screen shows, so the next frame is drawn in full: after a resize, or when
  /// something else wrote to the terminal.
  public mutating func invalidate() {
    previousFrame = nil
    position = nil
    isCursorVisible = nil
  }

  /// The bytes that bring the screen to `frame`, with the cursor shown at `cursor` (hidden when
  /// nil or outside the frame). Empty when nothing changed.
  public mutating func render(_ frame: CellBuffer, cursor: Point?) -> [UInt8] {
    var bytes: [UInt8] = []
    let previous = previousFrame?.size == frame.size ? previousFrame : nil
    if previous == nil {
      bytes.reserveCapacity(frame.cells.count * 2 + 64)
      bytes.append("\u{1B}[0m\u{1B}[2J")
      rendition = .reset
    }
    let size = frame.size
    frame.cells.withUnsafeBufferPointer { cells in
      for y in 0..<size.height {
        let row = y * size.width
        var lastWritten = -1
        // Cells before this column are written even if unchanged: a disputed grapheme to their
        // left may have drawn over them.
        var rewriteEnd = 0
        for x in 0..<size.width {
          let cell = cells[row + x]
          if let previous {
            let shown = previous.cells[row + x]
            if x >= rewriteEnd, cell == shown { continue }
            // What is written here erases the grapheme shown here, all its columns: the cells
            // it covered are written again, changed or not.
            rewriteEnd = max(rewriteEnd, x + Self.columnsCovered(by: shown))
          }
          if let previous, x > 0, lastWritten != x - 1,
            previous.cells[row + x].isContinuation != cell.isContinuation,
            !cells[row + x - 1].isContinuation,
            TextWidth.columns(of: cells[row + x - 1].character) == 2
          {
            // Whether the wide grapheme to its left has room changed with it (a space stands
            // for one without): write that one again too.
            rewriteEnd = max(rewriteEnd, write(cells, at: x - 1, y, size, into: &bytes))
            lastWritten = x - 1
          }
          if cell.isContinuation, x > 0, TextWidth.columns(of: cells[row + x - 1].character) == 2,
            !cells[row + x - 1].isContinuation
          {
            // Drawn by the wide grapheme to its left; redraw that one if it was left alone.
            if lastWritten != x - 1 {
              rewriteEnd = max(rewriteEnd, write(cells, at: x - 1, y, size, into: &bytes))
            }
            continue
          }
          rewriteEnd = max(rewriteEnd, write(cells, at: x, y, size, into: &bytes))
          lastWritten = x
        }
      }
    }
    appendCursor(cursor, in: frame.bounds, into: &bytes)
    previousFrame = frame
    return bytes
  }

  /// Writes the cell at `x`, `y` and tracks where that leaves the cursor. Returns the column
  /// before which the row's later cells must be written again (0: none).
  private mutating func write(
    _ cells: UnsafeBufferPointer<Cell>, at x: Int, _ y: Int, _ size: Size, into bytes: inout [UInt8]
  ) -> Int {
    let index = y * size.width + x
    let cell = cells[index]
    // A grapheme that would join the one written before it is reached by a cursor move, which
    // ends a grapheme in every terminal that joins (see ``GraphemeCells/joins(_:after:)``).
    if position == Point(x: x, y: y), let lastWritten, glyphSet != .ascii,
      GraphemeCells.joins(cell.character, after: lastWritten)
    {
      position = nil
    }
    CursorMotion.append(from: position, to: Point(x: x, y: y), into: &bytes)
    let background = terminalColor(cell.background, lookup: &backgroundLookup)
    let foreground = colorMode.separated(
      terminalColor(cell.foreground, lookup: &foregroundLookup), for: cell.foreground,
      over: cell.background, writtenBackground: background)
    let target = GraphicRendition(foreground: foreground, background: background, style: cell.style)
    rendition.appendTransition(to: target, into: &bytes)
    rendition = target
    let fitsWide = x + 1 < size.width && cells[index + 1].isContinuation
    if glyphSet != .ascii, !cell.isContinuation, cell.character.utf8.count > 1,
      let kind = DisputedWidth.of(cell.character)
    {
      let columns = TextWidth.columns(of: cell.character)
      if columns == 1 || (columns == 2 && fitsWide) {
        return appendDisputed(
          cell.character, kind: kind, columns: columns, at: Point(x: x, y: y),
          rowWidth: size.width, into: &bytes)
      }
    }
    let width = appendGlyph(of: cell, fitsWide: fitsWide, into: &bytes)
    lastWritten = cell.character
    position = x + width < size.width ? Point(x: x + width, y: y) : nil
    return 0
  }

  /// The most columns a terminal may have drawn `cell`'s grapheme over: 1 for ASCII and
  /// continuation cells.
  private static func columnsCovered(by cell: Cell) -> Int {
    if cell.isContinuation || cell.character.isASCII { return 1 }
    let columns = TextWidth.columns(of: cell.character)
    guard DisputedWidth.of(cell.character) != nil else { return columns }
    return max(columns, DisputedWidth.maximumColumns(of: cell.character))
  }

  /// Appends the cell's grapheme (see ``WrittenGlyph``) and returns the columns it took.
  private func appendGlyph(of cell: Cell, fitsWide: Bool, into bytes: inout [UInt8]) -> Int {
    let glyph = WrittenGlyph(of: cell, fitsWide: fitsWide, glyphSet: glyphSet)
    glyph.append(to: &bytes)
    return glyph.columns
  }

  private func terminalColor(_ color: Color, lookup: inout (Color, TerminalColor?)?)
    -> TerminalColor?
  {
    if let lookup, lookup.0 == color { return lookup.1 }
    let result = colorMode.terminalColor(for: color)
    lookup = (color, result)
    return result
  }

  private mutating func appendCursor(_ cursor: Point?, in bounds: Rect, into bytes: inout [UInt8]) {
    if let cursor, bounds.contains(cursor) {
      CursorMotion.append(from: position, to: cursor, into: &bytes)
      position = cursor
      if isCursorVisible != true { bytes.append("\u{1B}[?25h") }
      isCursorVisible = true
    } else {
      if isCursorVisible != false { bytes.append("\u{1B}[?25l") }
      isCursorVisible = false
    }
  }
}
