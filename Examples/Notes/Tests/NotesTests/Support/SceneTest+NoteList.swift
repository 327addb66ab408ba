import Testing
import ThinTerminal
import ThinTerminalTesting

@testable import Notes

extension SceneTest where S == NoteListScene {
  /// The list once the store answered, its first row selected.
  static func loadedNoteList(failingWrites: Bool = false) async throws -> SceneTest<NoteListScene> {
    let test = try await SceneTest.noteList(failingWrites: failingWrites)
    await test.receive(.focus("ListView"))
    #expect(test.text.contains("Loading notes…"))
    await test.advance(by: .milliseconds(300))
    #expect(test.text.contains("3 notes"))
    return test
  }

  /// Opens the note of the list's row `row` (from 1) in the editor, as Down and Enter do from
  /// the first row, which the list starts on.
  func openNote(row: Int) async {
    for _ in 1..<row { key(.down) }
    key(.enter)
    await receive(
      .route(NoteListScene.OpenNote.self, row), .push(NoteEditorScene.self), .focus(nil),
      .focus("Title"))
    await advance(by: .milliseconds(400))
  }

  /// Opens a blank editor for a new note, as `+` does.
  func openNewNote() async {
    key(.character("+"))
    await receive(
      .route(NoteListScene.OpenNote.self, nil), .push(NoteEditorScene.self), .focus(nil),
      .focus("Title"))
    await advance(by: .milliseconds(400))
  }
}
