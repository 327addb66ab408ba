@testable import Todo

/// The list screen as its presenter sees it, recording what it was told.
@MainActor
final class SpyListView: TodoListDisplaying {
  var reloadCount = 0
  var confirmationTitles: [String] = []
  var confirmsDeletion = true
  var errors: [String] = []

  func reloadData() { reloadCount += 1 }

  func confirmDeletion(of title: String) async -> Bool {
    confirmationTitles.append(title)
    return confirmsDeletion
  }

  func display(_ error: any Error) { errors.append(String(describing: error)) }
}

/// An editor screen (detail or Add) as its presenter sees it.
@MainActor
final class SpyEditorView: TodoEditorDisplaying {
  var draft = TodoDraft()
  var today = CalendarDay(year: 2000, month: 1, day: 1)!
  var invalidTitleCount = 0
  var invalidDueCount = 0
  var errors: [String] = []

  func showInvalidTitle() { invalidTitleCount += 1 }
  func showInvalidDue() { invalidDueCount += 1 }
  func display(_ error: any Error) { errors.append(String(describing: error)) }
}

/// A screen's bar as its presenter sees it.
@MainActor
final class SpyBarView: TodoBarDisplaying {
  var barStyle = TodoBarStyle.normal
  var changes: [TodoBarStyle] = []

  init() {}
}
