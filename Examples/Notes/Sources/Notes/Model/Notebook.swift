import Observation

/// The notes the screens show, shared by all of them: what the store said, and whether it
/// has answered yet.
@MainActor
@Observable
final class Notebook {
  enum State: Equatable {
    case loading
    case loaded
    case failed(String)
  }

  private(set) var notes: [Note] = []
  private(set) var state = State.loading
  @ObservationIgnored private let store: any NotesStore

  init(store: any NotesStore) {
    self.store = store
  }

  /// Reads the notes from the store.
  func load() async {
    state = .loading
    do {
      notes = try await store.allNotes()
      state = .loaded
    } catch {
      state = .failed("The notes could not be read")
    }
  }

  func note(withID id: Note.ID) -> Note? {
    notes.first { $0.id == id }
  }

  func add(title: String, text: String) async throws {
    notes.append(try await store.add(title: title, text: text))
  }

  func update(_ note: Note) async throws {
    try await store.update(note)
    if let index = notes.firstIndex(where: { $0.id == note.id }) { notes[index] = note }
  }
}
