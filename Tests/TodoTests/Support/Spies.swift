@testable import Todo

/// The list screen as its presenter sees it (its view and its view controller), recording what
/// it was told.
@MainActor
final class SpyListView: TodoListDisplaying, TodoListPresenterDelegate {
  var reloadCount = 0
  var confirmationTitles: [String] = []
  var confirmsDeletion = true
  var errors: [String] = []
  /// The tasks opened, as read for their details.
  var openedItems: [TodoDetailItem] = []
  var opened: [TodoItem.ID] { openedItems.map(\.id) }
  /// The selection, as a list keeps it across reloads; the presenter's moves are also logged.
  var selectedIndex: TodoListIndex?
  var selections: [TodoListIndex] = []
  /// What the notice lines show now.
  var notice: TodoWriteNotice?
  /// What shows in the rows' place instead of them, if anything.
  var fileMessage: String?

  func reloadData() { reloadCount += 1 }

  func showFileMessage(_ message: String?) { fileMessage = message }

  func showNotice(_ notice: TodoWriteNotice?) { self.notice = notice }

  func selectRow(at index: TodoListIndex) {
    selectedIndex = index
    selections.append(index)
  }

  func todoListPresenter(_ presenter: TodoListPresenter, didChooseItem item: TodoDetailItem) {
    openedItems.append(item)
  }

  func todoListPresenter(_ presenter: TodoListPresenter, confirmDeletionOf title: String) async
    -> Bool
  {
    confirmationTitles.append(title)
    return confirmsDeletion
  }

  func todoListPresenter(_ presenter: TodoListPresenter, didFailWith error: any Error) {
    errors.append(String(describing: error))
  }

  /// Connects `presenter` to this spy, as a scene connects it to its view and controller.
  func connect(_ presenter: TodoListPresenter) -> TodoListPresenter {
    presenter.view = self
    presenter.delegate = self
    return presenter
  }
}

/// An editor screen (detail or Add) as its presenter sees it (its view and its view
/// controller).
@MainActor
final class SpyEditorView: TodoEditorDisplaying, TodoEditorPresenterDelegate {
  /// The fields' values; the title as ``fieldShows`` shows it, as a field that cannot show
  /// every character does.
  var draft = TodoDraft() {
    didSet {
      let shown = fieldShows(draft.title)
      if shown != draft.title { draft.title = shown }
    }
  }
  var fieldShows: (String) -> String = { $0 }
  var today = CalendarDay(year: 2000, month: 1, day: 1)!
  var invalidTitleCount = 0
  var invalidDueCount = 0
  var notes: [String?] = []
  var errors: [String] = []
  var finishCount = 0
  /// The "Discard changes?" questions asked, and the answer given to each.
  var discardQuestions: [String] = []
  var discards = false

  func showInvalidTitle() { invalidTitleCount += 1 }
  func showInvalidDue() { invalidDueCount += 1 }
  func showNote(_ note: String?) { notes.append(note) }
  func todoEditorDidFinish() { finishCount += 1 }
  func todoEditor(didFailWith error: any Error) { errors.append(String(describing: error)) }
  func todoEditor(confirmDiscarding problem: String) async -> Bool {
    discardQuestions.append(problem)
    return discards
  }

  /// Connects a detail presenter to this spy, as its scene does.
  func connect(_ presenter: TodoDetailPresenter) -> TodoDetailPresenter {
    presenter.view = self
    presenter.delegate = self
    return presenter
  }

  /// Connects an Add presenter to this spy, as its scene does.
  func connect(_ presenter: TodoAddPresenter) -> TodoAddPresenter {
    presenter.view = self
    presenter.delegate = self
    return presenter
  }
}

/// A screen's bar as its presenter sees it.
@MainActor
final class SpyBarView: TodoBarDisplaying {
  var barStyle = TodoBarStyle.normal
  var changes: [TodoBarStyle] = []

  init() {}
}
