import Testing
import ThinKit

@testable import Notes

/// The notebook on a test clock: the store answers only when the test moves time.
@MainActor
@Suite struct NotebookTests {
  let clock = ManualClock()

  @Test func itIsLoadingUntilTheStoreAnswers() async {
    let notebook = Notebook(store: InMemoryNotesStore(clock: clock, notes: Note.samples))
    clock.tracker.withTracking { Task.tracked { await notebook.load() } }
    await clock.tracker.waitUntilIdle()
    #expect(notebook.state == .loading)
    #expect(notebook.notes.isEmpty)
    await clock.advance(by: .milliseconds(300))
    #expect(notebook.state == .loaded)
    #expect(notebook.notes.map(\.title) == Note.samples.map(\.title))
  }

  @Test func anAddedNoteGetsTheNextID() async throws {
    let notebook = Notebook(store: InMemoryNotesStore(clock: clock, notes: Note.samples))
    let adding = clock.tracker.withTracking {
      Task.tracked { try await notebook.add(title: "旅行 ✈️", text: "") }
    }
    await clock.advance(by: .milliseconds(300))
    try await adding.value
    #expect(notebook.notes.last == Note(id: 4, title: "旅行 ✈️", text: ""))
  }

  @Test func aStoreThatCannotAnswerIsSaidInWordsAndLosesNothing() async {
    struct Unreachable: NotesStore {
      struct Down: Error {}
      func allNotes() throws -> [Note] { throw Down() }
      func add(title: String, text: String) throws -> Note { throw Down() }
      func update(_ note: Note) throws { throw Down() }
    }
    let notebook = Notebook(store: Unreachable())
    await notebook.load()
    #expect(notebook.state == .failed("The notes could not be read"))
    await #expect(throws: Unreachable.Down.self) {
      try await notebook.add(title: "Kept?", text: "")
    }
    #expect(notebook.notes.isEmpty, "a note the store refused is not shown as kept")
  }

  @Test func titlesAreTrimmedAndRefusedInWords() {
    #expect(throws: NoteTitleRefusal.blank) { try NoteTitle.checked("   ") }
    #expect(throws: NoteTitleRefusal.tooLong) {
      try NoteTitle.checked(String(repeating: "長", count: 41))
    }
    #expect(NoteTitleRefusal.blank.sentence == "A note needs a title")
    #expect((try? NoteTitle.checked("  Groceries 🛒 ")) == "Groceries 🛒")
  }
}
