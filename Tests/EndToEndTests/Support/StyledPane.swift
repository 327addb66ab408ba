import Foundation
import ThinKit
import ThinTerminal

/// A pane's screen with colors and styles, read from `tmux capture-pane -p -e`.
///
/// tmux prints each row as text with SGR sequences; `ANSIScreenEmulator` applies them row by row,
/// so each cell carries the color tmux holds for it (RGB as written, palette colors as xterm's
/// default RGB values, the default colors as `defaultForeground` and `defaultBackground`).
struct StyledPane {
  static let defaultForeground = Color(red: 1, green: 2, blue: 3)
  static let defaultBackground = Color(red: 4, green: 5, blue: 6)

  let cells: CellBuffer
  /// How wide the pane's graphemes were taken to be.
  let columns: @Sendable (Character) -> Int

  /// The pane as tmux captured it, each grapheme as wide as `columns` says: the layout's widths
  /// unless a test needs tmux's own (`ANSIScreenEmulator.Widths.tmux`), to see where tmux put
  /// each cell.
  init(
    capture: String, size: Size,
    columns: @escaping @Sendable (Character) -> Int = { TextWidth.columns(of: $0) }
  ) throws {
    var screen = ANSIScreenEmulator(
      size: size, defaultForeground: Self.defaultForeground,
      defaultBackground: Self.defaultBackground, columns: columns)
    let rows = capture.split(separator: "\n", omittingEmptySubsequences: false)
    for (row, text) in rows.prefix(size.height).enumerated() {
      try screen.apply(Array("\u{1B}[\(row + 1);1H".utf8) + Array(text.utf8))
    }
    cells = screen.screen
    self.columns = columns
  }

  /// The text of each row.
  var lines: [String] { cells.lines }

  /// The cells of the first place `text` appears, or nil when it does not.
  func cells(of text: String) -> [Cell]? {
    for (y, line) in lines.enumerated() {
      guard let range = line.range(of: text) else { continue }
      let start = line[..<range.lowerBound].reduce(0) { $0 + columns($1) }
      let width = text.reduce(0) { $0 + columns($1) }
      return (start..<start + width).map { cells[$0, y] }.filter { !$0.isContinuation }
    }
    return nil
  }

  /// The foreground of `text` where it first appears, if all of its cells share one.
  func foreground(of text: String) -> Color? {
    guard let cells = cells(of: text), let first = cells.first,
      cells.allSatisfy({ $0.foreground == first.foreground })
    else { return nil }
    return first.foreground
  }
}
