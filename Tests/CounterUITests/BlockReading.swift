import ThinKit

@testable import ThinTerminal

/// Reads block digits off a screen the way a person does: the smallest box around the "█"
/// cells, as text rows.
struct BlockReading: Equatable {
  var rows: [String]
  var origin: Point

  init?(_ screen: CellBuffer) {
    var cells: [Point] = []
    for y in 0..<screen.size.height {
      for x in 0..<screen.size.width where screen[x, y].character == "█" {
        cells.append(Point(x: x, y: y))
      }
    }
    guard let minX = cells.map(\.x).min(), let maxX = cells.map(\.x).max(),
      let minY = cells.map(\.y).min(), let maxY = cells.map(\.y).max()
    else { return nil }
    origin = Point(x: minX, y: minY)
    rows = (minY...maxY).map { y in
      String((minX...maxX).map { screen[$0, y].character == "█" ? "█" : " " })
    }
  }

  var size: Size { Size(width: rows.first?.count ?? 0, height: rows.count) }

  /// How `text` looks in block digits with pixels two columns wide.
  static func expected(_ text: String) -> [String] {
    guard let font = BlockFont(text) else { return [] }
    let size = Size(width: font.width * 2, height: font.height)
    return (0..<size.height).map { y in
      String((0..<size.width).map { font.isSet(x: $0, y: y, in: size) ? "█" : " " })
    }
  }
}
