import ThinKit

/// Loads the notes as the list first shows, follows the notebook, and hands the note chosen to
/// its view controller.
@MainActor
final class NoteListPresenter: NoteListViewDelegate {
  weak var view: (any NoteListDisplaying)?
  weak var delegate: (any NoteListPresenterDelegate)?
  private let notebook: Notebook
  private let cycle: UpdateCycle
  private var binding: ObservationBinding?

  init(notebook: Notebook, cycle: UpdateCycle) {
    self.notebook = notebook
    self.cycle = cycle
  }

  /// Renders now and after every change of the notebook, and asks the store for the notes.
  func start() {
    binding = ObservationBinding.bind(notebook, to: self, cycle: cycle) { presenter, notebook in
      presenter.render(notebook)
    }
    Task.tracked { [notebook] in await notebook.load() }
  }

  func stop() {
    binding?.cancel()
  }

  func noteListView(didChooseRow row: Int) {
    guard notebook.notes.indices.contains(row) else { return }
    delegate?.noteListDidChoose(notebook.notes[row].id)
  }

  private func render(_ notebook: Notebook) {
    view?.rows = notebook.notes.map { NoteRow(title: $0.title, text: $0.text) }
    switch notebook.state {
    case .loading:
      view?.statusText = "Loading notes…"
    case .loaded:
      let count = notebook.notes.count
      view?.statusText = count == 1 ? "1 note" : "\(count) notes"
    case .failed(let sentence):
      view?.statusText = sentence
    }
  }
}
