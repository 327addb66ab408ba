extension CellBuffer {
  /// The frame as a terminal in `mode` shows it: each color replaced by the one the renderer
  /// writes for it, or by the default colors when there is no color, and each grapheme as
  /// written (without the joiners that join nothing, see `WrittenGlyph`).
  package func shown(in mode: ColorMode) -> CellBuffer {
    var shown = self
    for y in 0..<size.height {
      for x in 0..<size.width {
        var cell = self[x, y]
        if cell.character.unicodeScalars.contains("\u{200D}") {
          var bytes: [UInt8] = []
          WrittenGlyph.appendBytes(of: cell.character, to: &bytes)
          let written = String(decoding: bytes, as: UTF8.self)
          if written.count == 1, let character = written.first { cell.character = character }
        }
        let background = mode.terminalColor(for: cell.background)
        let foreground = mode.separated(
          mode.terminalColor(for: cell.foreground), for: cell.foreground, over: cell.background,
          writtenBackground: background)
        cell.foreground = foreground?.color ?? Cell.blank.foreground
        cell.background = background?.color ?? Cell.blank.background
        shown[x, y] = cell
      }
    }
    return shown
  }

  /// The columns of row `y` that hold a grapheme whose width terminals disagree on (see
  /// ``DisputedWidth``), both halves of a wide one.
  package func disputedColumns(inRow y: Int) -> Set<Int> {
    var columns: Set<Int> = []
    for x in 0..<size.width {
      let cell = self[x, y]
      guard !cell.isContinuation, DisputedWidth.of(cell.character) != nil else { continue }
      columns.insert(x)
      var next = x + 1
      while next < size.width, self[next, y].isContinuation {
        columns.insert(next)
        next += 1
      }
    }
    return columns
  }
}

extension ANSIScreenEmulator {
  /// Where the screen first breaks the layout of `frame`, drawn in color `mode`, or nil when it
  /// keeps it: every cell shows what the frame holds, except that in the cells of a disputed
  /// grapheme only the background must match, since what shows there is the terminal's own
  /// drawing of it (or a stand-in).
  package func firstLayoutDifference(from frame: CellBuffer, in mode: ColorMode) -> String? {
    guard screen.size == frame.size else { return "size \(screen.size) ≠ \(frame.size)" }
    let expected = frame.shown(in: mode)
    for y in 0..<frame.size.height {
      let disputed = frame.disputedColumns(inRow: y)
      for x in 0..<frame.size.width {
        let (shown, wanted) = (screen[x, y], expected[x, y])
        let matches =
          disputed.contains(x) ? shown.background == wanted.background : shown == wanted
        if !matches {
          return "cell \(x),\(y): \(shown) ≠ \(wanted); rows "
            + "\(screen.line(y).debugDescription) vs \(frame.line(y).debugDescription)"
        }
      }
    }
    return nil
  }
}
