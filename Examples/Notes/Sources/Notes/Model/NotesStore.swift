/// Where notes are kept: a service that answers later, so the screens never wait on it.
protocol NotesStore: Sendable {
  func allNotes() async throws -> [Note]
  /// Keeps a new note and gives it its id.
  func add(title: String, text: String) async throws -> Note
  func update(_ note: Note) async throws
}

/// Notes kept in memory, answering after `latency` on the clock it is given, as a server would:
/// the app gives the real clock, tests a `ManualClock`.
actor InMemoryNotesStore: NotesStore {
  private let clock: any Clock<Duration>
  private let latency: Duration
  private var notes: [Note]

  init(clock: any Clock<Duration>, latency: Duration = .milliseconds(300), notes: [Note] = []) {
    self.clock = clock
    self.latency = latency
    self.notes = notes
  }

  func allNotes() async throws -> [Note] {
    try await clock.sleep(for: latency)
    return notes
  }

  func add(title: String, text: String) async throws -> Note {
    try await clock.sleep(for: latency)
    let note = Note(id: (notes.map(\.id).max() ?? 0) + 1, title: title, text: text)
    notes.append(note)
    return note
  }

  func update(_ note: Note) async throws {
    try await clock.sleep(for: latency)
    guard let index = notes.firstIndex(where: { $0.id == note.id }) else {
      throw NoteMissing(id: note.id)
    }
    notes[index] = note
  }
}

/// A note that is no longer in the store.
struct NoteMissing: Error {
  let id: Note.ID
}
