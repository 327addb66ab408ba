import ThinDI
import ThinScenes
import ThinTerminal

/// The editor, assembled for one note, or for a new one when its argument is nil. The bar's
/// Back (and Esc) and a quit (Ctrl-C) ask before dropping the edits the presenter names.
final class NoteEditorScene: Scene {
  let view = NoteEditorView()
  let presenter: NoteEditorPresenter
  private let isNew: Bool

  init(resolver: inout Resolver, argument noteID: Note.ID?) throws {
    presenter = NoteEditorPresenter(notebook: try resolver.resolve(), noteID: noteID)
    isNew = noteID == nil
    view.delegate = presenter
    presenter.view = view
  }

  func makeScreen(resolver: inout Resolver) -> NoteEditorViewController {
    let screen = NoteEditorViewController(view: view, title: isNew ? "New note" : "Note")
    presenter.delegate = screen
    DiscardConfirmation(
      unsavedChanges: { [weak presenter] in presenter?.unsavedChanges },
      leave: { [weak presenter] in presenter?.finish() }
    ).attach(to: screen)
    return screen
  }

  func start() { presenter.start() }
}
