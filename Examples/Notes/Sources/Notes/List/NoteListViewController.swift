import ThinTerminal

/// The list of notes: opens the note chosen, and a new one from its Add button.
final class NoteListViewController: ViewController, NoteListPresenterDelegate {
  private let openNote: Route<Note.ID?>

  init(view: NoteListView, openNote: Route<Note.ID?>) {
    self.openNote = openNote
    super.init(view: view, title: "Notes")
    navigationItem.rightBarButtonItems = [
      BarButtonItem(systemItem: .add) { [weak self] in self?.show(openNote, nil) }
    ]
  }

  func noteListDidChoose(_ id: Note.ID) {
    show(openNote, id)
  }
}
