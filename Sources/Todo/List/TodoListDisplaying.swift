/// What the list screen shows, as its presenter sees it: the terminal's `TodoListView` adopts
/// it, tests adopt it with a spy.
@MainActor
public protocol TodoListDisplaying: AnyObject {
  /// The sections or rows changed: ask the data source again.
  func reloadData()
  /// The row selected now, if any.
  var selectedIndex: TodoListIndex? { get }
  /// Selects the row at `index` and scrolls it into view.
  func selectRow(at index: TodoListIndex)
  /// Shows `notice` in the list's notice lines, without taking a key or stopping anything (rows
  /// that could not be read, a damaged file, a write waiting, a change given up); nil hides
  /// them.
  func showNotice(_ notice: TodoWriteNotice?)
  /// Shows `message` in the rows' place while the file cannot be read yet (another program
  /// holds it locked); nil once the rows show.
  func showFileMessage(_ message: String?)
}

/// Where the list view gets its sections and rows; rows are asked only while on screen.
@MainActor
public protocol TodoListDataSource: AnyObject {
  var numberOfSections: Int { get }
  func title(ofSection section: Int) -> String
  func numberOfRows(inSection section: Int) -> Int
  func row(_ row: Int, inSection section: Int) -> TodoRow
}

/// What the list view reports of the user's actions on a row: its delegate, the presenter.
@MainActor
public protocol TodoListViewDelegate: AnyObject {
  /// Enter or a click: open the row.
  func didChooseRow(_ row: Int, inSection section: Int)
  /// Space: flip the row's done state.
  func didToggleRow(_ row: Int, inSection section: Int)
  /// `d`: delete the row, once the user confirms.
  func didAskToDeleteRow(_ row: Int, inSection section: Int)
  /// `x` while the notice names changes given up or rows not read: the user read them.
  func didDismissNotice()
}

/// What the list presenter asks of its view controller: to open an item, to ask the user, to
/// show an error.
@MainActor
public protocol TodoListPresenterDelegate: AnyObject {
  /// The user chose the item, read off the main actor since: open it.
  func todoListPresenter(_ presenter: TodoListPresenter, didChooseItem item: TodoDetailItem)
  /// Asks the user to confirm deleting the task titled `title`; true once confirmed.
  func todoListPresenter(_ presenter: TodoListPresenter, confirmDeletionOf title: String) async
    -> Bool
  /// Something failed: tell the user.
  func todoListPresenter(_ presenter: TodoListPresenter, didFailWith error: any Error)
}

extension TodoListDisplaying {
  /// A list without a notice line (a benchmark's) shows nothing.
  public func showNotice(_ notice: TodoWriteNotice?) {}

  /// A list without a message line (a benchmark's) shows nothing.
  public func showFileMessage(_ message: String?) {}
}
