import Foundation
import ThinKit
import ThinTerminal
import Todo

/// The list screen's root view: the tasks in sections, and a line that says what to do when
/// there is nothing. Its subviews are private.
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

  public init(theme: TodoTheme = .standard) {
    super.init(frame: .zero)
    self.theme = theme.controls
    emptyLabel.textAlignment = .center
    emptyLabel.textColor = theme.controls.secondaryText
    list.dataSource = self
    list.delegate = self
    for subview in [list, emptyLabel] { addSubview(subview) }
  }

  /// The list takes focus when the screen shows, so the keys work at once.
  override public func didMoveToWindow() {
    if window != nil { list.becomeFirstResponder() }
  }

  override public func layoutSubviews() {
    list.frame = bounds
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
