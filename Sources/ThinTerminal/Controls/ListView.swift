import Foundation
import ThinKit

/// A scrolling list of rows in sections, as `UITableView`.
///
/// Rows come from a ``ListViewDataSource``, asked only for the rows on screen. The selected
/// row is highlighted with the theme's tint (while the list has focus); a list with rows always
/// has one, the first until another is chosen, so Enter and a screen's keys for "the selected
/// row" work from the start, as in `less` or a mail reader. Keys: Up/Down (or `j`/`k`) move
/// the selection, PgUp/PgDn by a page, Home/End (or `g`/`G`) to the ends, Enter chooses the
/// selected row (the ``delegate``'s `listView(_:didSelectRowAt:)`; without a delegate, Enter is
/// left to the screen); the wheel scrolls without moving the selection; a click selects and
/// chooses a row. Other keys go up the responder chain.
@MainActor
open class ListView: View {
  public weak var dataSource: (any ListViewDataSource)? {
    didSet { reloadData() }
  }

  /// Hears the rows chosen. Without one, Enter is not the list's: its hint goes, and the key
  /// goes up the responder chain (a screen's own Enter).
  public weak var delegate: (any ListViewDelegate)? {
    // The hint line reads the list's keys as it draws.
    didSet { setNeedsDisplay() }
  }

  /// The selected row: nil only while the list has no rows (or ``selectRow(at:scrollToVisible:)``
  /// cleared it, until the next ``reloadData()``).
  public private(set) var indexPathForSelectedRow: IndexPath?

  /// The first line shown (headers count as lines), clamped to the content.
  public var contentOffset: Int {
    get { storedOffset }
    set {
      storedOffset = min(max(0, newValue), max(0, layout.lineCount - bounds.height))
      setNeedsDisplay()
    }
  }

  /// Lines scrolled per wheel notch.
  public var wheelScrollLines = 3

  /// What choosing a row does, in the words of its key hint ("Enter open").
  public var selectionKeyTitle = "open"

  var layout = ListLayout()
  private var storedOffset = 0
  /// The height the list was last laid out at, to tell a resize from another layout.
  private var laidOutHeight = 0
  private var pressedRow: IndexPath?

  override public init(frame: Rect = .zero) {
    super.init(frame: frame)
  }

  override open var canBecomeFirstResponder: Bool { !isHidden && isUserInteractionEnabled }

  /// Asks the data source for the sections, their titles and row counts again, keeps the
  /// selection where it still exists (else the nearest row before it; with none, the first row)
  /// and redraws.
  public func reloadData() {
    guard let dataSource else {
      layout = ListLayout()
      indexPathForSelectedRow = nil
      contentOffset = 0
      return
    }
    let count = max(0, dataSource.numberOfSections(in: self))
    layout = ListLayout(
      (0..<count).map { section in
        (
          dataSource.listView(self, titleForHeaderInSection: section),
          dataSource.listView(self, numberOfRowsInSection: section)
        )
      })
    if let selected = indexPathForSelectedRow, layout.lineIndex(of: selected) == nil {
      indexPathForSelectedRow = clampedRow(near: selected)
    }
    // Not scrolled to: the first row is at the top already, and scrolling to it before the
    // list is laid out would hide its section's header.
    if indexPathForSelectedRow == nil { indexPathForSelectedRow = layout.firstRow(atOrAfter: 0) }
    contentOffset = storedOffset
  }

  public var numberOfSections: Int { layout.sections.count }

  public func numberOfRows(inSection section: Int) -> Int {
    layout.sections.indices.contains(section) ? layout.sections[section].rowCount : 0
  }

  /// Selects `indexPath` (nil clears) and scrolls it into view; ignores rows that do not
  /// exist. Does not call the delegate, as UIKit.
  public func selectRow(at indexPath: IndexPath?, scrollToVisible: Bool = true) {
    guard let indexPath else {
      indexPathForSelectedRow = nil
      setNeedsDisplay()
      return
    }
    guard layout.lineIndex(of: indexPath) != nil else { return }
    indexPathForSelectedRow = indexPath
    if scrollToVisible { scrollToRow(at: indexPath) }
    setNeedsDisplay()
  }

  /// Scrolls as little as possible to show the row (and its section header for a first row).
  public func scrollToRow(at indexPath: IndexPath) {
    guard var line = layout.lineIndex(of: indexPath) else { return }
    let height = max(1, bounds.height)
    if line >= storedOffset + height {
      contentOffset = line - height + 1
    } else if line < storedOffset {
      if indexPath.row == 0, layout.sections[indexPath.section].title != nil { line -= 1 }
      contentOffset = line
    }
  }

  /// The rows on screen, top to bottom.
  public var indexPathsForVisibleRows: [IndexPath] {
    (storedOffset..<storedOffset + max(0, bounds.height)).compactMap { line in
      if case .row(let indexPath) = layout.line(at: line) { return indexPath }
      return nil
    }
  }

  /// The row at `point` (in the list's coordinates), or nil for a header or empty space.
  public func indexPathForRow(at point: Point) -> IndexPath? {
    guard bounds.contains(point), case .row(let indexPath) = layout.line(at: storedOffset + point.y)
    else { return nil }
    return indexPath
  }

  /// Clamps the offset to the new height. A list made shorter (a smaller window) keeps the
  /// selected row on screen if it was, as a terminal list does; UIKit keeps only the offset.
  override open func layoutSubviews() {
    let (previousHeight, wasShowingSelection) = (laidOutHeight, isShowingSelectedRow)
    laidOutHeight = bounds.height
    contentOffset = storedOffset
    guard bounds.height != previousHeight, wasShowingSelection,
      let selected = indexPathForSelectedRow
    else { return }
    scrollToRow(at: selected)
  }

  private var isShowingSelectedRow: Bool {
    guard let selected = indexPathForSelectedRow, let line = layout.lineIndex(of: selected) else {
      return false
    }
    return (storedOffset..<storedOffset + laidOutHeight).contains(line)
  }

  /// The arrows, PgUp/PgDn and Home/End move the selection while there are rows; Enter
  /// chooses the selected row (its hint says ``selectionKeyTitle``) while a ``delegate`` hears
  /// the choice: a hint for a key that does nothing would be untrue.
  override open var keyCommands: [KeyCommand] {
    guard layout.firstRow(atOrAfter: 0) != nil else { return [] }
    let moves: [Key] = [.up, .down, .pageUp, .pageDown, .home, .end]
    var commands = [
      KeyCommand(moves.map { KeyPress($0) }, title: "move", keyLabel: "↑/↓") { [weak self] press in
        _ = self?.handleNavigationKey(press)
      },
      KeyCommand(
        Self.viKeys, title: "down, up, top, bottom", keyLabel: "j/k/g/G", isHinted: false
      ) { [weak self] press in _ = self?.handleNavigationKey(press) },
    ]
    if indexPathForSelectedRow != nil, delegate != nil {
      commands.append(
        KeyCommand(KeyPress(.enter), title: selectionKeyTitle) { [weak self] in
          _ = self?.handleNavigationKey(KeyPress(.enter))
        })
    }
    return commands
  }

  override open func touchesBegan(_ touch: Touch) {
    pressedRow = indexPathForRow(at: touch.location(in: self))
    if let pressedRow { selectRow(at: pressedRow) }
  }

  override open func touchesMoved(_ touch: Touch) {}

  override open func touchesEnded(_ touch: Touch) {
    defer { pressedRow = nil }
    guard let pressedRow, indexPathForRow(at: touch.location(in: self)) == pressedRow else {
      return
    }
    delegate?.listView(self, didSelectRowAt: pressedRow)
  }

  override open func scrollWheel(_ touch: Touch, lines: Int) {
    contentOffset = storedOffset + lines * wheelScrollLines
  }

  override open func draw(in context: inout DrawingContext) {
    drawRows(in: &context)
  }

  private func clampedRow(near indexPath: IndexPath) -> IndexPath? {
    let sectionCount = layout.sections.count
    guard sectionCount > 0 else { return nil }
    let section = min(indexPath.section, sectionCount - 1)
    let info = layout.sections[section]
    let line =
      indexPath.section >= sectionCount
      ? layout.lineCount - 1 : info.firstRowLine + min(indexPath.row, info.rowCount - 1)
    return layout.lastRow(atOrBefore: line) ?? layout.firstRow(atOrAfter: 0)
  }
}
