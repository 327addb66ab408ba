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
  /// The grapheme written last: the one a grapheme written at ``position`` would follow; when
  /// it was one byte (most are), that byte, and `lastWritten` is stale.
  private var lastWritten: Character?
  private var lastWrittenByte: UInt8?
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
      // A full redraw in 24-bit color takes up to about 7 bytes a cell: one allocation, where
      // growing from a smaller one copied the bytes twice.
      bytes.reserveCapacity(frame.cells.count * 8 + 64)
      bytes.append("\u{1B}[0m\u{1B}[2J")
      rendition = .reset
    }
    let size = frame.size
    frame.cells.withUnsafeBufferPointer { cells in
      for y in 0..<size.height {
        writeRow(y, of: cells, over: previous, size, into: &bytes)
      }
    }
    appendCursor(cursor, in: frame.bounds, into: &bytes)
    previousFrame = frame
    return bytes
  }

  /// Writes the cells of row `y` that differ from `previous` (all of them without one).
  private mutating func writeRow(
    _ y: Int, of cells: UnsafeBufferPointer<Cell>, over previous: CellBuffer?, _ size: Size,
    into bytes: inout [UInt8]
  ) {
    let row = y * size.width
    var lastWritten = -1
    // Whether the grapheme written at `lastWritten` is two columns wide.
    var lastIsWide = false
    // Cells before this column are written even if unchanged: a disputed grapheme to their
    // left may have drawn over them.
    var rewriteEnd = 0
    for x in 0..<size.width {
      let index = row + x
      if let previous {
        let shown = previous.cells[index]
        if x >= rewriteEnd, cells[index] == shown { continue }
        // What is written here erases the grapheme shown here, all its columns: the cells
        // it covered are written again, changed or not.
        rewriteEnd = max(rewriteEnd, x + Self.columnsCovered(by: shown))
        if x > 0, lastWritten != x - 1, shown.isContinuation != cells[index].isContinuation,
          Self.isWide(cells[index - 1])
        {
          // Whether the wide grapheme to its left has room changed with it (a space stands
          // for one without): write that one again too.
          rewriteEnd = max(rewriteEnd, write(cells, at: x - 1, y, size, into: &bytes).rewriteEnd)
          lastWritten = x - 1
          lastIsWide = true
        }
      }
      // The cell after one written narrow is no continuation to skip: spare reading it.
      if x > 0, lastWritten != x - 1 || lastIsWide, cells[index].isContinuation,
        lastWritten == x - 1 || Self.isWide(cells[index - 1])
      {
        // Drawn by the wide grapheme to its left; redraw that one if it was left alone.
        if lastWritten != x - 1 {
          rewriteEnd = max(rewriteEnd, write(cells, at: x - 1, y, size, into: &bytes).rewriteEnd)
        }
        continue
      }
      let written = write(cells, at: x, y, size, into: &bytes)
      rewriteEnd = max(rewriteEnd, written.rewriteEnd)
      lastWritten = x
      lastIsWide = written.isWide
    }
  }

  /// What writing one cell did: the column before which the row's later cells must be
  /// written again (0: none), and whether its grapheme is two columns wide.
  private struct Written {
    var rewriteEnd = 0
    var isWide = false
  }

  /// Writes the cell at `x`, `y` and tracks where that leaves the cursor.
  private mutating func write(
    _ cells: UnsafeBufferPointer<Cell>, at x: Int, _ y: Int, _ size: Size, into bytes: inout [UInt8]
  ) -> Written {
    let index = y * size.width + x
    let cell = cells[index]
    let point = Point(x: x, y: y)
    let byte = cell.character.singleByte
    // A grapheme that would join the one written before it is reached by a cursor move, which
    // ends a grapheme in every terminal that joins (see ``GraphemeCells/joins(_:after:)``).
    if position == point, glyphSet != .ascii, byte == nil || lastWrittenByte == nil,
      joinsLastWritten(cell.character)
    {
      position = nil
    }
    CursorMotion.append(from: position, to: point, into: &bytes)
    appendRendition(cell.foreground, over: cell.background, cell.style, into: &bytes)
    if let byte, !cell.isContinuation {
      // Most cells: one ASCII character, written as it is unless it is a control.
      bytes.append(byte >= 0x20 && byte < 0x7F ? byte : 0x20)
      lastWrittenByte = byte
      position = x + 1 < size.width ? Point(x: x + 1, y: y) : nil
      return Written()
    }
    let fitsWide = x + 1 < size.width && cells[index + 1].isContinuation
    let columns = cell.isContinuation ? 1 : TextWidth.columns(of: cell.character)
    let written = Written(isWide: !cell.isContinuation && columns == 2)
    if glyphSet != .ascii, !cell.isContinuation, columns == 1 || (columns == 2 && fitsWide),
      let kind = DisputedWidth.of(cell.character)
    {
      let end = appendDisputed(
        cell.character, kind: kind, columns: columns, at: point, rowWidth: size.width,
        into: &bytes)
      return Written(rewriteEnd: end, isWide: written.isWide)
    }
    let glyph = WrittenGlyph(of: cell, columns: columns, fitsWide: fitsWide, glyphSet: glyphSet)
    glyph.append(to: &bytes)
    remember(cell.character, byte: byte)
    position = x + glyph.columns < size.width ? Point(x: x + glyph.columns, y: y) : nil
    return written
  }

  /// Keeps `character` as the grapheme written last.
  private mutating func remember(_ character: Character, byte: UInt8?) {
    lastWrittenByte = byte
    if byte == nil { lastWritten = character }
  }

  /// Whether `next` would join the grapheme written last (none: false).
  private func joinsLastWritten(_ next: Character) -> Bool {
    if let lastWrittenByte {
      // The range test alone clears almost every grapheme after one of ASCII.
      let last = Unicode.Scalar(lastWrittenByte)
      guard let first = next.unicodeScalars.first, GraphemeCells.mayJoin(first, after: last)
      else { return false }
      return GraphemeCells.joins(next, after: Character(last))
    }
    guard let lastWritten else { return false }
    return GraphemeCells.joins(next, after: lastWritten)
  }

  /// Appends the SGR sequence that changes the rendition in effect into a cell's.
  private mutating func appendRendition(
    _ foreground: Color, over background: Color, _ style: CellStyle, into bytes: inout [UInt8]
  ) {
    let written = terminalColor(background, lookup: &backgroundLookup)
    let target = GraphicRendition(
      foreground: colorMode.separated(
        terminalColor(foreground, lookup: &foregroundLookup), for: foreground, over: background,
        writtenBackground: written),
      background: written, style: style)
    rendition.appendTransition(to: target, into: &bytes)
    rendition = target
  }

  /// Whether `cell` holds a grapheme two columns wide (a continuation cell holds none).
  private static func isWide(_ cell: Cell) -> Bool {
    !cell.isContinuation && TextWidth.columns(of: cell.character) == 2
  }

  /// The most columns a terminal may have drawn `cell`'s grapheme over: 1 for ASCII and
  /// continuation cells (0 for `"\r\n"`, which covers nothing after it either).
  private static func columnsCovered(by cell: Cell) -> Int {
    if cell.isContinuation || cell.character.singleByte != nil { return 1 }
    let columns = TextWidth.columns(of: cell.character)
    guard DisputedWidth.of(cell.character) != nil else { return columns }
    return max(columns, DisputedWidth.maximumColumns(of: cell.character))
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
