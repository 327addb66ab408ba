import Foundation

extension ListView {
  /// The keys of vi and `less` that move in a list: `j` down, `k` up, `g` to the top, `G` to
  /// the bottom.
  static let viKeys: [KeyPress] = ["j", "k", "g", "G"].map { KeyPress(.character($0)) }

  /// Moves the selection for Up/Down/PgUp/PgDn/Home/End (and `j`/`k`/`g`/`G`) and chooses the
  /// selected row on Enter; false for other keys.
  func handleNavigationKey(_ press: KeyPress) -> Bool {
    guard press.modifiers.isEmpty else { return false }
    let page = max(1, bounds.height - 1)
    let current = indexPathForSelectedRow.flatMap { layout.lineIndex(of: $0) }
    let target: IndexPath?
    switch Self.arrow(for: press.key) {
    case .down:
      target =
        current.map { layout.firstRow(atOrAfter: $0 + 1) ?? indexPathForSelectedRow }
        ?? layout.firstRow(atOrAfter: contentOffset)
    case .up:
      target =
        current.map { layout.lastRow(atOrBefore: $0 - 1) ?? indexPathForSelectedRow }
        ?? layout.firstRow(atOrAfter: contentOffset)
    case .pageDown:
      let line = (current ?? contentOffset) + page
      target = layout.firstRow(atOrAfter: line) ?? layout.lastRow(atOrBefore: layout.lineCount)
    case .pageUp:
      let line = (current ?? contentOffset) - page
      target = layout.lastRow(atOrBefore: line) ?? layout.firstRow(atOrAfter: 0)
    case .home:
      target = layout.firstRow(atOrAfter: 0)
    case .end:
      target = layout.lastRow(atOrBefore: layout.lineCount)
    case .enter:
      if let selected = indexPathForSelectedRow {
        delegate?.listView(self, didSelectRowAt: selected)
      }
      return true
    default:
      return false
    }
    if let target { selectRow(at: target) }
    return true
  }

  /// The key a vi key stands for; any other key itself.
  private static func arrow(for key: Key) -> Key {
    switch key {
    case .character("j"): .down
    case .character("k"): .up
    case .character("g"): .home
    case .character("G"): .end
    default: key
    }
  }
}
