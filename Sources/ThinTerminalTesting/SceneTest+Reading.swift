import ThinKit
import ThinTerminal

extension SceneTest {
  /// The first row showing `text`.
  public func row(of text: String) -> Int? {
    lines.firstIndex { $0.contains(text) }
  }

  /// The column, in cells, where `text` starts on `row`.
  public func column(of text: String, inRow row: Int) -> Int? {
    guard lines.indices.contains(row) else { return nil }
    let line = lines[row]
    guard let range = line.range(of: text) else { return nil }
    return TextWidth.columns(of: line[..<range.lowerBound])
  }

  /// Where `text` first shows on screen.
  public func position(of text: String) -> Point? {
    guard let row = row(of: text), let column = column(of: text, inRow: row) else { return nil }
    return Point(x: column, y: row)
  }
}
