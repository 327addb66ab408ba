/// What the list screen shows and asks, as its presenter sees it: the terminal's
/// `TodoListView` adopts it, tests adopt it with a spy.
@MainActor
public protocol TodoListDisplaying: AnyObject {
  /// The sections or rows changed: ask the data source again.
  func reloadData()
  /// Asks the user to confirm deleting the task titled `title`; true once confirmed.
  func confirmDeletion(of title: String) async -> Bool
  /// Tells the user that something failed.
  func display(_ error: any Error)
}

/// Where the list view gets its sections and rows; rows are asked only while on screen.
@MainActor
public protocol TodoListDataSource: AnyObject {
  var numberOfSections: Int { get }
  func title(ofSection section: Int) -> String
  func numberOfRows(inSection section: Int) -> Int
  func row(_ row: Int, inSection section: Int) -> TodoRow
}

/// What the list view reports of the user's actions on a row.
@MainActor
public protocol TodoListViewDelegate: AnyObject {
  /// Enter or a click: open the row.
  func didChooseRow(_ row: Int, inSection section: Int)
  /// Space: flip the row's done state.
  func didToggleRow(_ row: Int, inSection section: Int)
  /// `d`: delete the row, once the user confirms.
  func didAskToDeleteRow(_ row: Int, inSection section: Int)
}
