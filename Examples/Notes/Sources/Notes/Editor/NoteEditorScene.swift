import ThinDI
import ThinScenes
import ThinTerminal

/// The editor, assembled for one note, or for a new one when its argument is nil. The bar's
/// Back (and Esc) go to the presenter, which asks before dropping an edit.
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
    screen.navigationItem.backAction = { [weak presenter] in presenter?.leave() }
    return screen
  }

  func start() { presenter.start() }
}
