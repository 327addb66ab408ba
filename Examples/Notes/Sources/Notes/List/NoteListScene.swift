import ThinDI
import ThinScenes
import ThinTerminal

/// The list screen, assembled: its view, the presenter that follows the notebook, and the view
/// controller, which opens the editor.
final class NoteListScene: Scene {
  /// The editor: of the note with this id, or of a new note when nil.
  enum OpenNote: Destination {
    typealias Argument = Note.ID?
  }

  let view = NoteListView()
  let presenter: NoteListPresenter

  init(resolver: inout Resolver, argument: Void) throws {
    presenter = NoteListPresenter(notebook: try resolver.resolve(), cycle: try resolver.resolve())
    view.delegate = presenter
    presenter.view = view
  }

  func makeScreen(resolver: inout Resolver) throws -> NoteListViewController {
    let screen = NoteListViewController(
      view: view, openNote: try resolver.route(to: OpenNote.self))
    presenter.delegate = screen
    return screen
  }

  func start() { presenter.start() }

  func stop() { presenter.stop() }
}

/// Where the app opens.
enum NotesApp: Destination {}
