import Foundation

/// The list screen's model: 1,000 numbered rows in sections of 100, made when asked for rather
/// than stored, and a count of the rows whose content was asked for, which shows that a list
/// asks only for the rows it shows.
@MainActor
final class RowCatalog {
  /// One row: its number (1 to ``rowCount``) and where it sits.
  struct Row: Hashable, Sendable {
    var number: Int
    var section: Int
    var indexInSection: Int

    var title: String { "Row \(number)" }
    var parity: String { number.isMultiple(of: 2) ? "even" : "odd" }
  }

  let rowCount = 1_000
  let rowsPerSection = 100
  /// The rows whose content was asked for, so far.
  private(set) var builtRows: Set<Int> = []

  var sectionCount: Int { (rowCount + rowsPerSection - 1) / rowsPerSection }

  func numberOfRows(inSection section: Int) -> Int {
    guard (0..<sectionCount).contains(section) else { return 0 }
    return min(rowsPerSection, rowCount - section * rowsPerSection)
  }

  /// "Rows 1–100", "Rows 101–200"…
  func title(ofSection section: Int) -> String {
    let first = section * rowsPerSection + 1
    return "Rows \(first)–\(first + numberOfRows(inSection: section) - 1)"
  }

  /// The row at `indexPath`, counted as asked for.
  func row(at indexPath: IndexPath) -> Row {
    let row = Row(
      number: indexPath.section * rowsPerSection + indexPath.row + 1, section: indexPath.section,
      indexInSection: indexPath.row)
    builtRows.insert(row.number)
    return row
  }
}
