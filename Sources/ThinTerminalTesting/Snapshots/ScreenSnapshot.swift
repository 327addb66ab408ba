import SnapshotTesting
import ThinTerminal

/// The text of one snapshot file: a screen on terminals of one size and glyph set, shown in
/// each of their color modes.
///
/// The text comes first, with a column ruler and row numbers; then, for each color mode, a
/// letter per cell and a legend naming each letter's colors and attributes (rows of the most
/// common style only are left out, to keep the files small). A mode whose cells group into the
/// same letters as the mode before it shows its legend only, and a mode whose text or cursor
/// differs (views add marks without color) shows them again.
public struct ScreenSnapshot: Sendable {
  /// A screen as one terminal of the file showed it.
  public struct Capture: Sendable {
    public var configuration: ScreenConfiguration
    public var screen: CellBuffer
    /// Where the cursor showed; nil when hidden.
    public var cursor: Point?

    public init(configuration: ScreenConfiguration, screen: CellBuffer, cursor: Point?) {
      self.configuration = configuration
      self.screen = screen
      self.cursor = cursor
    }

    /// What `terminal` shows now, on `configuration`.
    @MainActor
    public init(_ terminal: InMemoryTerminal) {
      self.init(
        configuration: ScreenConfiguration(
          size: terminal.size, colorMode: terminal.colorMode, glyphSet: terminal.glyphSet),
        screen: terminal.screen, cursor: terminal.cursor)
    }
  }

  public var captures: [Capture]

  public init(_ captures: [Capture]) {
    self.captures = captures
  }
}

extension ScreenSnapshot: CustomStringConvertible {
  public var description: String {
    guard let first = captures.first else { return "" }
    let size = first.screen.size
    var lines = [
      "\(size.width)×\(size.height), \(first.configuration.glyphSet) glyphs;"
        + " style rows of \".\" only are left out"
    ]
    var previous: (rows: [String], cursor: Point?, styleRows: [String])?
    for capture in captures {
      let styled = StyledScreen(
        capture.screen, colorMode: capture.configuration.colorMode,
        glyphSet: capture.configuration.glyphSet)
      let mode = capture.configuration.colorMode
      if previous == nil || previous?.rows != styled.rows || previous?.cursor != capture.cursor {
        lines += ["", previous == nil ? "text" : "text in \(mode)", Self.cursor(capture.cursor)]
        lines.append(Self.ruler(width: size.width, height: size.height))
        lines += Self.numbered(styled.rows, height: size.height)
      }
      if let previous, previous.styleRows == styled.styleRows {
        lines += ["", "\(mode): cells styled as above"]
      } else {
        lines += ["", "\(mode)"]
        lines += Self.numbered(styled.styleRows, height: size.height) { $0.contains { $0 != "." } }
      }
      lines += styled.legend.map { "  \($0.letter)  \($0.style)" }
      previous = (styled.rows, capture.cursor, styled.styleRows)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func cursor(_ cursor: Point?) -> String {
    cursor.map { "cursor at column \($0.x), row \($0.y)" } ?? "cursor hidden"
  }

  /// The rows `isKept` keeps, framed by "┊" (trailing spaces show, a wide grapheme's two
  /// columns line up) after their number.
  private static func numbered(
    _ rows: [String], height: Int, keeping isKept: (String) -> Bool = { _ in true }
  ) -> [String] {
    let digits = String(max(height - 1, 0)).count
    return rows.enumerated().filter { isKept($0.element) }.map { index, row in
      let number = String(index)
      return String(repeating: " ", count: digits - number.count) + number + "┊" + row + "┊"
    }
  }

  /// The tens of the columns, over the rows.
  private static func ruler(width: Int, height: Int) -> String {
    let digits = String(max(height - 1, 0)).count
    let marks = (0..<width).map { $0 % 10 == 0 ? Character(String($0 / 10 % 10)) : " " }
    let ruler = String(repeating: " ", count: digits + 1) + String(marks)
    return String(ruler.reversed().drop { $0 == " " }.reversed())
  }
}

extension Snapshotting where Value == ScreenSnapshot, Format == String {
  /// A screen snapshot as text: its rows, then a style layer per color mode.
  public static var screen: Snapshotting {
    SimplySnapshotting.lines.pullback(\.description)
  }
}
