import Testing
import ThinTerminal
import ThinTerminalTesting

@testable import Notes

/// The list as a person uses it: it loads, opens a note, adds one.
@MainActor
@Suite struct NoteListSceneTests {
  /// The list once the store answered, its first row selected.
  private func loadedList(failingWrites: Bool = false) async throws -> SceneTest<NoteListScene> {
    let test = try await SceneTest.noteList(failingWrites: failingWrites)
    await test.receive(.focus("ListView"))
    #expect(test.text.contains("Loading notes…"))
    await test.advance(by: .milliseconds(300))
    #expect(test.text.contains("3 notes"))
    return test
  }

  /// Return in the title, which moves to the text, and Return there, which saves.
  private func submit(_ test: SceneTest<NoteListScene>) async {
    test.key(.enter)
    await test.receive(.focus("A line about it"))
    test.key(.enter)
  }

  /// Opens the note of the list's row `row` (from 1) in the editor, as Down and Enter do.
  private func open(row: Int, of test: SceneTest<NoteListScene>) async {
    for _ in 1...row { test.key(.down) }
    test.key(.enter)
    await test.receive(
      .route(NoteListScene.OpenNote.self, row), .push(NoteEditorScene.self), .focus(nil),
      .focus("Title"))
    await test.advance(by: .milliseconds(400))
  }

  @Test func itShowsTheNotesOnceTheStoreAnswers() async throws {
    let test = try await loadedList()
    test.assertModel(
      \.view.rows,
      equals: [
        NoteRow(title: "Groceries 🛒", text: "eggs, 牛乳, bread"),
        NoteRow(title: "日本語のメモ", text: "明日の会議"),
        NoteRow(title: "Ideas 💡👩‍👩‍👧‍👦", text: "a notes app in the terminal"),
      ])
    #expect(test.text.contains("日本語のメモ"))
    await test.finish()
  }

  @Test func aChosenNoteOpensInTheEditorAndComesBackRenamed() async throws {
    let test = try await loadedList()
    await open(row: 2, of: test)
    #expect(test.text.contains("日本語のメモ"))

    test.key(.character("u"), .control)
    test.type("旅行 ✈️")
    await submit(test)
    await test.advance(by: .milliseconds(300))
    await test.receive(
      .posted(SavedNote(id: 2, title: "旅行 ✈️", text: "明日の会議")),
      .pop(NoteEditorScene.self), .focus(nil), .focus("ListView"))
    await test.advance(by: .milliseconds(400))
    #expect(test.text.contains("旅行 ✈️"))
    await test.finish()
  }

  @Test func addOpensABlankEditorThatRefusesABlankTitle() async throws {
    let test = try await loadedList()
    test.key(.character("+"))
    await test.receive(
      .route(NoteListScene.OpenNote.self, nil), .push(NoteEditorScene.self), .focus(nil),
      .focus("Title"))
    await test.advance(by: .milliseconds(400))
    await submit(test)
    await test.receive(.invalid("Title"), .shake("Title"), .focus("Title"))
    let row = try #require(test.row(of: "Title"))
    #expect(test.lines[row + 1].contains("A note needs a title"))

    test.type("Ünïcödé 漢字")
    await submit(test)
    await test.advance(by: .milliseconds(300))
    await test.receive(
      .valid("Title"), .posted(SavedNote(id: 4, title: "Ünïcödé 漢字", text: "")),
      .pop(NoteEditorScene.self), .focus(nil), .focus("ListView"))
    await test.advance(by: .milliseconds(400))
    #expect(test.text.contains("Ünïcödé 漢字"))
    #expect(test.text.contains("4 notes"))
    await test.finish()
  }

  @Test func aSaveTheStoreRefusesIsShownAndTheEditIsKept() async throws {
    let test = try await loadedList(failingWrites: true)
    await open(row: 1, of: test)
    test.key(.character("u"), .control)
    test.type("Shopping")
    test.key(.enter)
    test.key(.enter)
    await test.receive(
      .focus("A line about it"),
      .alert(title: "Error", message: "Something went wrong.", actions: ["Close"]), .focus(nil))
    await test.advance(by: .milliseconds(300))
    await test.receive(.focus("Close"))
    test.key(.enter)
    await test.receive(.dismiss(.alert), .focus("A line about it"))
    #expect(test.text.contains("Shopping"), "the edit is still on screen")
    await test.finish()
  }
}
