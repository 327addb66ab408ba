/// An editor screen (the detail, the Add sheet) as its presenter sees it.
@MainActor
public protocol TodoEditorDisplaying: AnyObject {
  /// The fields' values.
  var draft: TodoDraft { get set }
  /// The day that relative due dates are said from.
  var today: CalendarDay { get set }
  /// Refuses the title: marks the field and shakes it.
  func showInvalidTitle()
  /// Refuses an unfinished due day: marks the field, shakes it and focuses it.
  func showInvalidDue()
  /// Shows `note` under the fields (a stored title the field cannot show exactly, kept as
  /// stored); nil hides it.
  func showNote(_ note: String?)
}

/// What an editor view reports: its delegate, the presenter.
@MainActor
public protocol TodoEditorViewDelegate: AnyObject {
  /// Return in a field: the user is done.
  func editorViewDidSubmit()
  /// Esc: the user wants the screen gone (the detail saves first; the Add sheet discards,
  /// asking first when something is typed).
  func editorViewDidAskToLeave()
}

/// What an editor presenter asks of its view controller: to close the screen, to show an
/// error.
@MainActor
public protocol TodoEditorPresenterDelegate: AnyObject {
  /// The editing is over (saved, or discarded): close the screen.
  func todoEditorDidFinish()
  /// Something failed: tell the user; the screen stays, with the edits.
  func todoEditor(didFailWith error: any Error)
  /// The item could not be read (gone, or the file unreadable): tell the user, then close the
  /// screen, which has nothing to edit.
  func todoEditor(couldNotLoad error: any Error)
  /// A field cannot be saved (`problem` says which, and what leaving keeps): asks "Discard
  /// changes?"; true to leave without it, false to keep editing.
  func todoEditor(confirmDiscarding problem: String) async -> Bool
}

extension TodoEditorPresenterDelegate {
  /// Tells the user, as any failure: a screen that loads nothing (the Add sheet) never asks.
  public func todoEditor(couldNotLoad error: any Error) {
    todoEditor(didFailWith: error)
  }
}

extension TodoEditorDisplaying {
  /// The draft when every field can be saved; else nil, with the first field that cannot (a
  /// blank title, then a due day typed but not whole) refused on screen.
  func validDraft() -> TodoDraft? {
    let draft = self.draft
    guard draft.hasTitle else {
      showInvalidTitle()
      return nil
    }
    guard !draft.isDueUnfinished else {
      showInvalidDue()
      return nil
    }
    return draft
  }
}
