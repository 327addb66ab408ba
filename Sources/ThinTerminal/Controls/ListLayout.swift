import Foundation

/// The lines of a list: each section's header (when it has a title) followed by its rows.
/// Maps line numbers to rows in O(log sections) without touching row content.
struct ListLayout {
  struct Section {
    var firstLine: Int
    var title: String?
    var rowCount: Int

    var firstRowLine: Int { firstLine + (title == nil ? 0 : 1) }
    var endLine: Int { firstRowLine + rowCount }
  }

  /// What a line shows.
  enum Line: Equatable {
    case header(section: Int)
    case row(IndexPath)
  }

  private(set) var sections: [Section] = []
  private(set) var lineCount = 0

  init() {}

  /// Sections in order with their titles and row counts (negative counts read as 0).
  init(_ specs: [(title: String?, rowCount: Int)]) {
    for spec in specs {
      let section = Section(
        firstLine: lineCount, title: spec.title, rowCount: max(0, spec.rowCount))
      sections.append(section)
      lineCount = section.endLine
    }
  }

  func line(at index: Int) -> Line? {
    guard index >= 0, index < lineCount, let section = section(containingLine: index) else {
      return nil
    }
    let info = sections[section]
    if index < info.firstRowLine { return .header(section: section) }
    return .row(IndexPath(row: index - info.firstRowLine, section: section))
  }

  /// The line of a row, or nil when the row does not exist.
  func lineIndex(of indexPath: IndexPath) -> Int? {
    guard sections.indices.contains(indexPath.section) else { return nil }
    let section = sections[indexPath.section]
    guard indexPath.row >= 0, indexPath.row < section.rowCount else { return nil }
    return section.firstRowLine + indexPath.row
  }

  /// The first row on or after `line`.
  func firstRow(atOrAfter line: Int) -> IndexPath? {
    var index = max(0, line)
    while index < lineCount {
      switch self.line(at: index) {
      case .row(let indexPath): return indexPath
      case .header(let section):
        index = sections[section].firstRowLine
        if sections[section].rowCount == 0 { index = sections[section].endLine }
      case nil: return nil
      }
    }
    return nil
  }

  /// The last row on or before `line`.
  func lastRow(atOrBefore line: Int) -> IndexPath? {
    var index = min(line, lineCount - 1)
    while index >= 0 {
      switch self.line(at: index) {
      case .row(let indexPath): return indexPath
      case .header(let section): index = sections[section].firstLine - 1
      case nil: return nil
      }
    }
    return nil
  }

  /// Binary search over the sections' first lines.
  private func section(containingLine line: Int) -> Int? {
    var low = 0
    var high = sections.count - 1
    var found: Int?
    while low <= high {
      let middle = (low + high) / 2
      if sections[middle].firstLine <= line {
        found = middle
        low = middle + 1
      } else {
        high = middle - 1
      }
    }
    // Sections are contiguous, so the last one starting at or before `line` contains it (empty
    // untitled sections share their first line with the next one and are skipped).
    return found
  }
}
