import ThinTerminalTesting

@testable import Notes

/// What a test's store was asked to keep: the output a test asserts.
struct SavedNote: Equatable, Sendable {
  let id: Int
  let title: String
  let text: String
}

/// The app's store on the test's clock, posting each note it keeps to the test's outputs; or
/// refusing every write at once, as a store that went offline.
struct PostingNotesStore: NotesStore {
  struct Offline: Error {}

  let base: InMemoryNotesStore
  let outputs: SceneOutputChannel
  var failsWrites = false

  func allNotes() async throws -> [Note] {
    try await base.allNotes()
  }

  func add(title: String, text: String) async throws -> Note {
    if failsWrites { throw Offline() }
    let note = try await base.add(title: title, text: text)
    outputs.post(SavedNote(id: note.id, title: note.title, text: note.text))
    return note
  }

  func update(_ note: Note) async throws {
    if failsWrites { throw Offline() }
    try await base.update(note)
    outputs.post(SavedNote(id: note.id, title: note.title, text: note.text))
  }
}
