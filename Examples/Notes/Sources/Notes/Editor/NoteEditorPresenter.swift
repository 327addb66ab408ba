/// Fills the editor with its note, refuses a title it cannot keep in words, and saves the rest
/// to the notebook: a new note, or the one it opened.
@MainActor
final class NoteEditorPresenter: NoteEditorViewDelegate {
  weak var view: (any NoteEditorDisplaying)?
  weak var delegate: (any NoteEditorPresenterDelegate)?
  private let notebook: Notebook
  private let noteID: Note.ID?

  init(notebook: Notebook, noteID: Note.ID?) {
    self.notebook = notebook
    self.noteID = noteID
  }

  /// Shows the note being edited; a new note starts blank.
  func start() {
    guard let noteID, let note = notebook.note(withID: noteID) else { return }
    view?.titleText = note.title
    view?.noteText = note.text
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
      delegate?.noteEditorDidSave()
    } catch {
      delegate?.noteEditorDidFail(with: error)
    }
  }
}
