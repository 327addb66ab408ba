/// The list screen as its presenter sees it: what it shows.
@MainActor
protocol NoteListDisplaying: AnyObject {
  /// One row a note: its title, and its text beside it.
  var rows: [NoteRow] { get set }
  /// The line under the list: "Loading notes…", "3 notes".
  var statusText: String { get set }
}

/// What one row of the list says.
struct NoteRow: Equatable {
  let title: String
  let text: String
}

/// What the user did on the list.
@MainActor
protocol NoteListViewDelegate: AnyObject {
  func noteListView(didChooseRow row: Int)
}

/// What the list's presenter asks of its view controller.
@MainActor
protocol NoteListPresenterDelegate: AnyObject {
  func noteListDidChoose(_ id: Note.ID)
}
