import Foundation
import ThinKit
import ThinTerminal
import Todo

/// The list screen's root view: the tasks in sections, a line that says what to do when there
/// is nothing, and notice lines at the bottom while there is news of the file or the writes
/// (rows that could not be read, a damaged file, a change waiting for the file, one given up,
/// changes saved after waiting). Its subviews are private.
///
/// It asks its ``dataSource`` for what the list shows (only rows on screen) and tells its
/// ``delegate`` what the user does: Enter (or a click) opens, Space toggles done, `d` deletes,
/// `x` dismisses a notice of changes given up or of rows not read; `+` goes up the chain to the stack, which
/// presses the bar's "+".
public final class TodoListView: View, TodoListDisplaying, ListViewDataSource, ListViewDelegate {
  public weak var dataSource: (any TodoListDataSource)? {
    didSet { reloadData() }
  }

  public weak var delegate: (any TodoListViewDelegate)?

  private let list = ListView()
  private static let emptyText = "Nothing to do. + adds a task."
  /// What shows in the rows' place: how to add one to an empty list, or what the list waits
  /// for while its file cannot be read yet.
  private let emptyLabel = Label(text: emptyText)
  private var fileMessage: String?
  /// The notice lines, at the bottom while there is something to say: they take no key and
  /// stop nothing.
  private let noticeLabel = Label(text: "")
  private var notice: TodoWriteNotice?

  public init(theme: TodoTheme = .standard) {
    super.init(frame: .zero)
    self.theme = theme.controls
    emptyLabel.textAlignment = .center
    emptyLabel.numberOfLines = 0
    emptyLabel.lineBreakMode = .byWordWrapping
    emptyLabel.textColor = theme.controls.secondaryText
    noticeLabel.textColor = theme.controls.secondaryText
    noticeLabel.isHidden = true
    noticeLabel.numberOfLines = 0
    noticeLabel.lineBreakMode = .byWordWrapping
    list.dataSource = self
    list.delegate = self
    for subview in [list, emptyLabel, noticeLabel] { addSubview(subview) }
  }

  /// The list takes focus when the screen shows, so the keys work at once.
  override public func didMoveToWindow() {
    if window != nil { list.becomeFirstResponder() }
  }

  override public func layoutSubviews() {
    let width = max(0, bounds.width - 2)
    let noticeHeight = layOutNotice(
      width: width, maxHeight: max(1, min(bounds.height / 2, bounds.height - 3)))
    list.frame = Rect(
      x: 0, y: 0, width: bounds.width, height: max(0, bounds.height - noticeHeight))
    noticeLabel.frame = Rect(
      x: 1, y: bounds.height - noticeHeight, width: width, height: noticeHeight)
    let listHeight = list.frame.height
    let emptyHeight = min(
      listHeight,
      emptyLabel.sizeThatFits(Size(width: max(0, bounds.width - 2), height: listHeight)).height)
    emptyLabel.frame = Rect(
      x: 1, y: max(0, emptyHeight <= 1 ? listHeight / 2 - 1 : (listHeight - emptyHeight) / 2),
      width: max(0, bounds.width - 2), height: emptyHeight)
  }

  /// Lays the notice's lines out in at most `maxHeight` rows of `width` columns, wrapped by
  /// words; the lines that do not fit are counted on the last row ("… and 4 more"). The rows
  /// it takes.
  private func layOutNotice(width: Int, maxHeight: Int) -> Int {
    guard let lines = notice?.lines, let first = lines.first else { return 0 }
    var shown: [String] = []
    var used = 0
    for (index, line) in lines.enumerated() {
      let rows = Self.rows(of: line, width: width)
      // Room for the line, and for the count of the rest unless it is the last.
      guard used + rows + (index == lines.count - 1 ? 0 : 1) <= maxHeight else { break }
      shown.append(line)
      used += rows
    }
    guard !shown.isEmpty else {
      noticeLabel.text = first
      return min(maxHeight, Self.rows(of: first, width: width))
    }
    let rest = lines.count - shown.count
    if rest > 0 { shown.append("… and \(rest) more") }
    noticeLabel.text = shown.joined(separator: "\n")
    return used + (rest > 0 ? 1 : 0)
  }

  /// The rows `line` takes at `width` columns, wrapped by words.
  private static func rows(of line: String, width: Int) -> Int {
    let label = Label(text: line)
    label.numberOfLines = 0
    label.lineBreakMode = .byWordWrapping
    return max(1, label.sizeThatFits(Size(width: width, height: .max)).height)
  }

  /// Space and `d` act on the selected task, while one is selected; `x` dismisses a notice of
  /// changes given up or of rows not read, while one shows.
  override public var keyCommands: [KeyCommand] {
    var commands: [KeyCommand] = []
    if notice?.isDismissible == true {
      commands.append(
        KeyCommand(
          KeyPress(.character(TodoWriteNotice.dismissKey)), title: TodoWriteNotice.dismissTitle
        ) { [weak self] in self?.delegate?.didDismissNotice() })
    }
    guard let selected = list.indexPathForSelectedRow else { return commands }
    return commands + [
      KeyCommand(KeyPress(.character(" ")), title: "done") { [weak self] in
        self?.delegate?.didToggleRow(selected.row, inSection: selected.section)
      },
      KeyCommand(KeyPress(.character("d")), title: "delete") { [weak self] in
        self?.delegate?.didAskToDeleteRow(selected.row, inSection: selected.section)
      },
    ]
  }

  // MARK: TodoListDisplaying

  public func reloadData() {
    list.reloadData()
    emptyLabel.isHidden = fileMessage == nil && list.numberOfSections > 0
  }

  public func showNotice(_ notice: TodoWriteNotice?) {
    guard notice != self.notice else { return }
    self.notice = notice
    noticeLabel.isHidden = notice == nil
    setNeedsLayout()
  }

  public func showFileMessage(_ message: String?) {
    fileMessage = message
    emptyLabel.text = message ?? Self.emptyText
    emptyLabel.isHidden = message == nil && list.numberOfSections > 0
    setNeedsLayout()
  }

  public var selectedIndex: TodoListIndex? {
    list.indexPathForSelectedRow.map { TodoListIndex(row: $0.row, section: $0.section) }
  }

  public func selectRow(at index: TodoListIndex) {
    list.selectRow(at: IndexPath(row: index.row, section: index.section))
  }

  // MARK: ListViewDataSource, ListViewDelegate

  public func numberOfSections(in listView: ListView) -> Int {
    dataSource?.numberOfSections ?? 0
  }

  public func listView(_ listView: ListView, titleForHeaderInSection section: Int) -> String? {
    dataSource?.title(ofSection: section)
  }

  public func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int {
    dataSource?.numberOfRows(inSection: section) ?? 0
  }

  public func listView(_ listView: ListView, contentForRowAt indexPath: IndexPath)
    -> ListContentConfiguration
  {
    let row = dataSource?.row(indexPath.row, inSection: indexPath.section) ?? .unavailable
    return ListContentConfiguration(
      text: row.title, secondaryText: row.dueText, accessory: .checkmark,
      isAccessoryHidden: !row.isDone, isDimmed: row.isDone || row.isPlaceholder)
  }

  public func listView(_ listView: ListView, didSelectRowAt indexPath: IndexPath) {
    delegate?.didChooseRow(indexPath.row, inSection: indexPath.section)
  }
}
