import ThinKit

/// Fills the editor with its note, refuses a title it cannot keep in words, and saves the rest
/// to the notebook: a new note, or the one it opened.
///
/// Only Save keeps an edit, so neither Back nor a quit drops one silently: its scene's
/// `DiscardConfirmation` asks first about what ``unsavedChanges`` names.
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

  /// What Back or a quit would throw away, in words; nil when nothing would: the title and
  /// text are as shown, or the editor saved and is going.
  var unsavedChanges: String? {
    guard !isFinished, let view,
      view.titleText != shown.title || view.noteText != shown.text
    else { return nil }
    return noteID == nil
      ? "This new note is not saved. Discard throws away what you typed."
      : "Your changes to this note are not saved. Discard keeps the note as it was."
  }

  /// Goes back: saved, left unchanged, or its edits discarded (the note as it was).
  func finish() {
    isFinished = true
    delegate?.noteEditorDidFinish()
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
