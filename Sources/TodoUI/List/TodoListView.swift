import Foundation
import ThinKit
import ThinTerminal
import Todo

/// The list screen's root view: the tasks in sections, a line that says what to do when there
/// is nothing, and a notice line at the bottom while there is news (a write waiting for the
/// file). Its subviews are private.
///
/// It asks its ``dataSource`` for what the list shows (only rows on screen) and tells its
/// ``delegate`` what the user does: Enter (or a click) opens, Space toggles done, `d` deletes;
/// `+` goes up the chain to the stack, which presses the bar's "+".
public final class TodoListView: View, TodoListDisplaying, ListViewDataSource, ListViewDelegate {
  public weak var dataSource: (any TodoListDataSource)? {
    didSet { reloadData() }
  }

  public weak var delegate: (any TodoListViewDelegate)?

  private let list = ListView()
  private let emptyLabel = Label(text: "Nothing to do. + adds a task.")
  /// The notice line, at the bottom while there is something to say (a write waiting for the
  /// file): it takes no key and stops nothing.
  private let noticeLabel = Label(text: "")

  public init(theme: TodoTheme = .standard) {
    super.init(frame: .zero)
    self.theme = theme.controls
    emptyLabel.textAlignment = .center
    emptyLabel.textColor = theme.controls.secondaryText
    noticeLabel.textColor = theme.controls.secondaryText
    noticeLabel.isHidden = true
    list.dataSource = self
    list.delegate = self
    for subview in [list, emptyLabel, noticeLabel] { addSubview(subview) }
  }

  /// The list takes focus when the screen shows, so the keys work at once.
  override public func didMoveToWindow() {
    if window != nil { list.becomeFirstResponder() }
  }

  override public func layoutSubviews() {
    let noticeHeight = noticeLabel.isHidden ? 0 : 1
    list.frame = Rect(
      x: 0, y: 0, width: bounds.width, height: max(0, bounds.height - noticeHeight))
    noticeLabel.frame = Rect(x: 1, y: bounds.height - 1, width: max(0, bounds.width - 2), height: 1)
    emptyLabel.frame = Rect(x: 0, y: bounds.height / 2 - 1, width: bounds.width, height: 1)
  }

  /// Space and `d` act on the selected task, while one is selected.
  override public var keyCommands: [KeyCommand] {
    guard let selected = list.indexPathForSelectedRow else { return [] }
    return [
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
    emptyLabel.isHidden = list.numberOfSections > 0
    if list.indexPathForSelectedRow == nil, list.numberOfSections > 0 {
      // The first row is at the top already; scrolling to it before the list is laid out
      // would hide its section's header.
      list.selectRow(at: IndexPath(row: 0, section: 0), scrollToVisible: false)
    }
  }

  public func showNotice(_ notice: String?) {
    guard noticeLabel.text != (notice ?? "") || noticeLabel.isHidden != (notice == nil) else {
      return
    }
    noticeLabel.text = notice ?? ""
    noticeLabel.isHidden = notice == nil
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
      isAccessoryHidden: !row.isDone, isDimmed: row.isDone)
  }

  public func listView(_ listView: ListView, didSelectRowAt indexPath: IndexPath) {
    delegate?.didChooseRow(indexPath.row, inSection: indexPath.section)
  }
}
