import ThinKit

/// Fills the editor with its note, refuses a title it cannot keep in words, and saves the rest
/// to the notebook: a new note, or the one it opened.
///
/// Only Save keeps an edit, so neither Back (``leave()``) nor a quit (``shouldQuit()``) drops
/// one silently: with the title or the text changed they ask first, as the Todo demo's Add
/// sheet does.
@MainActor
final class NoteEditorPresenter: NoteEditorViewDelegate {
  weak var view: (any NoteEditorDisplaying)?
  weak var delegate: (any NoteEditorPresenterDelegate)?
  private let notebook: Notebook
  private let noteID: Note.ID?
  /// The title and text as the editor showed them when it opened: what Back compares with.
  private var shown = (title: "", text: "")
  /// Saved or discarded: the editor is going (its pop still sliding), and nothing is left to
  /// ask about, so a quit meanwhile is not held up.
  private var isFinished = false

  init(notebook: Notebook, noteID: Note.ID?) {
    self.notebook = notebook
    self.noteID = noteID
  }

  /// Shows the note being edited; a new note starts blank.
  func start() {
    guard let noteID, let note = notebook.note(withID: noteID) else { return }
    view?.titleText = note.title
    view?.noteText = note.text
    shown = (note.title, note.text)
  }

  /// Back (Esc, ‹ Back): goes back at once when nothing was changed. With an edit, asks
  /// "Discard changes?" first: Discard goes back, keeping the note as it was; Keep editing
  /// stays with the typing as it is.
  func leave() {
    guard hasEdits else {
      finish()
      return
    }
    Task.tracked { [self] in
      guard await confirmDiscarding() else { return }
      finish()
    }
  }

  /// The app is asked to quit (Ctrl-C): true when it may. With an edit, asks as Back does.
  func shouldQuit() async -> Bool {
    guard hasEdits else { return true }
    return await confirmDiscarding()
  }

  private var hasEdits: Bool {
    guard !isFinished, let view else { return false }
    return view.titleText != shown.title || view.noteText != shown.text
  }

  private func finish() {
    isFinished = true
    delegate?.noteEditorDidFinish()
  }

  /// "Discard changes?", naming what is lost: true for Discard.
  private func confirmDiscarding() async -> Bool {
    let problem =
      noteID == nil
      ? "This new note is not saved. Discard throws away what you typed."
      : "Your changes to this note are not saved. Discard keeps the note as it was."
    return await delegate?.noteEditor(confirmDiscarding: problem) == true
  }

  func noteEditorView(didSubmitTitle title: String, text: String) async {
    let checkedTitle: String
    do {
      checkedTitle = try NoteTitle.checked(title)
    } catch {
      view?.titleProblem = error.sentence
      return
    }
    view?.titleProblem = nil
    do {
      if let noteID {
        try await notebook.update(Note(id: noteID, title: checkedTitle, text: text))
      } else {
        try await notebook.add(title: checkedTitle, text: text)
      }
      finish()
    } catch {
      delegate?.noteEditorDidFail(with: error)
    }
  }
}
