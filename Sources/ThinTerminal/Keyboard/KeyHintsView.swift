import ThinKit

/// The hint line every screen shows at its foot: "↑/↓ move · Enter open · q quit · ? keys".
///
/// It names the hinted ``KeyCommand``s in effect where keys go now, read each time it draws,
/// so it is always true: a field being edited drops the keys it types, an open dialog shows
/// the dialog's keys. Hints that do not fit its rows are left out whole, never cut, the
/// `? keys` hint last of all.
@MainActor
open class KeyHintsView: View {
  /// The hints' color; nil uses the theme's secondary text color.
  public var textColor: Color? {
    didSet { setNeedsDisplay() }
  }

  /// One row, as wide as offered.
  override open func sizeThatFits(_ size: Size) -> Size {
    Size(width: size.width, height: max(1, frame.height))
  }

  /// The hints as shown, one string per row: what a test reads.
  public var hintRows: [String] {
    KeyHintsView.rows(hints, width: bounds.width, rows: bounds.height, separator: separator)
  }

  override open func draw(in context: inout DrawingContext) {
    let color = textColor ?? theme.secondaryText
    for (row, line) in hintRows.enumerated() {
      context.draw(line, at: Point(x: 0, y: row), foreground: color)
    }
  }

  /// The renderer writes "·" as "-" where only ASCII shows.
  private let separator = " · "

  private var hints: [String] {
    guard let window else { return [] }
    return window.keyTarget.keyCommandsInEffect.filter(\.isHinted).map {
      "\($0.displayedKeys) \($0.title)"
    }
  }

  /// `hints` laid out on `rows` rows of `width` columns, whole: when they do not all fit, the
  /// ones before the last are dropped from the end until the rest, and the last, fit.
  static func rows(_ hints: [String], width: Int, rows: Int, separator: String) -> [String] {
    guard width > 0, rows > 0 else { return [] }
    var kept = hints.filter { TextWidth.columns(of: $0) <= width }
    while true {
      if let lines = fill(kept, width: width, rows: rows, separator: separator) { return lines }
      guard kept.count > 1 else { return [] }
      kept.remove(at: kept.count - 2)
    }
  }

  /// The rows `hints` take in order, or nil when they need more than `rows`.
  private static func fill(_ hints: [String], width: Int, rows: Int, separator: String)
    -> [String]?
  {
    var lines: [String] = []
    var line = ""
    for hint in hints {
      let joined = line.isEmpty ? hint : line + separator + hint
      if TextWidth.columns(of: joined) <= width {
        line = joined
      } else {
        lines.append(line)
        line = hint
      }
    }
    if !line.isEmpty { lines.append(line) }
    return lines.count <= rows ? lines : nil
  }
}
