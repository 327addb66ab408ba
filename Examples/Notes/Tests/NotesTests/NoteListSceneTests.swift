import Testing
import ThinTerminal
import ThinTerminalTesting

@testable import Notes

/// The list as a person uses it: it loads, opens a note, adds one.
@MainActor
@Suite struct NoteListSceneTests {
  /// Return in the title, which moves to the text, and Return there, which saves.
  private func submit(_ test: SceneTest<NoteListScene>) async {
    test.key(.enter)
    await test.receive(.focus("A line about it"))
    test.key(.enter)
  }

  @Test func itShowsTheNotesOnceTheStoreAnswers() async throws {
    let test = try await SceneTest.loadedNoteList()
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

  /// The list starts on its first note, as Todo's does: Enter opens it with no key before.
  @Test func theFirstNoteIsSelectedAsTheNotesLoad() async throws {
    let test = try await SceneTest.loadedNoteList()
    #expect(test.lines.last?.contains("Enter open") == true)
    test.key(.enter)
    await test.receive(
      .route(NoteListScene.OpenNote.self, 1), .push(NoteEditorScene.self), .focus(nil),
      .focus("Title"))
    await test.advance(by: .milliseconds(400))
    #expect(test.text.contains("Groceries 🛒"))
    await test.finish()
  }

  @Test func aChosenNoteOpensInTheEditorAndComesBackRenamed() async throws {
    let test = try await SceneTest.loadedNoteList()
    await test.openNote(row: 2)
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
    let test = try await SceneTest.loadedNoteList()
    await test.openNewNote()
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
    let test = try await SceneTest.loadedNoteList(failingWrites: true)
    await test.openNote(row: 1)
    test.key(.character("u"), .control)
    test.type("Shopping")
    test.key(.enter)
    test.key(.enter)
    await test.receive(
      .focus("A line about it"),
      .alert(title: "Error", message: "Something went wrong.", actions: ["Close"]), .focus("Close"))
    await test.advance(by: .milliseconds(300))
    test.key(.enter)
    await test.receive(.dismiss(.alert), .focus("A line about it"))
    #expect(test.text.contains("Shopping"), "the edit is still on screen")
    await test.finish()
  }
}
