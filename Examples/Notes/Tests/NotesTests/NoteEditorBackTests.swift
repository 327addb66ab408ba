import Testing
import ThinTerminal
import ThinTerminalTesting

@testable import Notes

/// Back from the editor (Esc, or the bar's ‹ Back) never drops an edit silently: only Save
/// keeps one, so with the title or text changed Back asks "Discard changes?" first, and so
/// does a quit (Ctrl-C).
@MainActor
@Suite struct NoteEditorBackTests {
  private static let changedNote = SceneOutput.discardChanges(
    "Your changes to this note are not saved. Discard keeps the note as it was.")

  /// Back pressed with an edit in `field`: the question shows, Keep editing focused first.
  /// Returns what gets focus back as the question goes: the field, whichever the gesture (a
  /// click on ‹ Back took focus off it, to give back).
  private func backAsks(
    _ back: BackGesture, in test: SceneTest<NoteListScene>, from field: String,
    alert: SceneOutput = changedNote
  ) async -> String {
    _ = await back.press(in: test, from: field)
    await test.receive(alert, .focus("Keep editing"))
    await test.advance(by: .milliseconds(400))
    return field
  }

  /// Discard chosen: the alert goes, then the editor, back to the list.
  private func discard(in test: SceneTest<NoteListScene>, refocusing focused: String?) async {
    test.key(.right)
    test.key(.enter)
    await test.advance(by: .milliseconds(400))
    await test.receive(
      [.focus("Discard"), .dismiss(.alert), .focus(focused), .pop(NoteEditorScene.self)]
        + SceneOutput.leaving(focused) + [.focus("ListView")])
    await test.advance(by: .milliseconds(400))
  }

  @Test(arguments: BackGesture.allCases)
  func backWithoutAnEditGoesBackAtOnce(back: BackGesture) async throws {
    let test = try await SceneTest.loadedNoteList()
    await test.openNote(row: 1)
    let focused = await back.press(in: test, from: "Title")
    await test.receive(
      [.pop(NoteEditorScene.self)] + SceneOutput.leaving(focused) + [.focus("ListView")])
    await test.advance(by: .milliseconds(400))
    #expect(!test.text.contains("Discard changes?"))
    await test.finish()  // nothing saved: a save would be an output
  }

  @Test(arguments: BackGesture.allCases)
  func keepEditingStaysWithTheTyping(back: BackGesture) async throws {
    let test = try await SceneTest.loadedNoteList()
    await test.openNote(row: 1)
    test.type(" 🥚")
    let focused = await backAsks(back, in: test, from: "Title")
    #expect(test.text.contains("Discard changes?"))
    test.key(.enter)
    await test.advance(by: .milliseconds(400))
    await test.receive(.dismiss(.alert), .focus(focused))
    test.type("!")
    #expect(test.text.contains("Groceries 🛒 🥚!"), "the editor stays, and the title takes keys")
    await test.finish()  // nothing saved, nothing popped
  }

  @Test(arguments: BackGesture.allCases)
  func discardGoesBackAndKeepsTheNoteAsItWas(back: BackGesture) async throws {
    let test = try await SceneTest.loadedNoteList()
    await test.openNote(row: 2)
    test.key(.enter)
    await test.receive(.focus("A line about it"))
    test.type("、午後")
    let focused = await backAsks(back, in: test, from: "A line about it")
    await discard(in: test, refocusing: focused)
    #expect(test.text.contains("明日の会議"))
    #expect(!test.text.contains("午後"), "the edit is gone, as Discard said")
    await test.finish()  // nothing saved
  }

  @Test func backFromANewNoteWithTypingAsksAboutTheNewNote() async throws {
    let test = try await SceneTest.loadedNoteList()
    await test.openNewNote()
    test.type("Half a thought")
    let focused = await backAsks(
      .escape, in: test, from: "Title",
      alert: .discardChanges("This new note is not saved. Discard throws away what you typed."))
    await discard(in: test, refocusing: focused)
    #expect(test.text.contains("3 notes"))
    #expect(!test.text.contains("Half a thought"))
    await test.finish()  // nothing added
  }

  /// The editor's answer when the app is asked to quit, asked as `requestTermination()` asks
  /// it, in the app's work tracker: Discard is true (the app quits), Keep editing false.
  private func quitAnswer(in test: SceneTest<NoteListScene>) throws -> Task<Bool, Never> {
    let editor = try #require(test.navigation?.topViewController)
    return Task.tracked("asked to quit", in: test.host.app.workTracker) {
      await editor.shouldTerminate?() ?? true
    }
  }

  @Test func ctrlCWithAnEditAsksAndKeepEditingStays() async throws {
    let test = try await SceneTest.loadedNoteList()
    await test.openNote(row: 1)
    test.type("!")
    test.key(.character("c"), .control)
    await test.receive(Self.changedNote, .focus("Keep editing"))
    await test.advance(by: .milliseconds(400))
    test.key(.enter)
    await test.advance(by: .milliseconds(400))
    await test.receive(.dismiss(.alert), .focus("Title"))
    #expect(test.text.contains("Groceries 🛒!"), "the editor stays, with the typing")

    let quit = try quitAnswer(in: test)
    await test.receive(Self.changedNote, .focus("Keep editing"))
    await test.advance(by: .milliseconds(400))
    test.key(.right)
    test.key(.enter)
    await test.advance(by: .milliseconds(400))
    await test.receive(.focus("Discard"), .dismiss(.alert), .focus("Title"))
    #expect(await quit.value, "Discard lets the app quit")
    await test.finish()  // nothing saved
  }

  @Test func aQuitWithoutAnEditIsNotAsked() async throws {
    let test = try await SceneTest.loadedNoteList()
    await test.openNote(row: 1)
    #expect(await (try quitAnswer(in: test)).value)
    await test.finish()  // no alert
  }
}
