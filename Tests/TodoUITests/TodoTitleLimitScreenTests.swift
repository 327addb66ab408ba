import Foundation
import Testing
import ThinTerminal
import ThinTerminalTesting
import TodoUI

@testable import Todo

/// The title fields of the Add sheet and the detail, each built by its type, hold at most
/// `TodoStore.titleLimit` characters, as the table does: typing or a paste past it is cut,
/// with a shake and words under the fields. What is saved is asserted as the store's write.
@MainActor
@Suite struct TodoTitleLimitScreenTests {
  private let limit = TodoStore.titleLimit
  private let message = "Titles are at most 1000 characters"
  private let title = TodoFormFields.title

  @Test func aMegabytePastedIntoTheAddSheetIsCutToTheLimit() async throws {
    let test = try await SceneTest.addSheet()
    let megabyte = String(repeating: "abcdefgh", count: 131_072)
    test.host.send(.paste(megabyte))
    await test.receive(.shake(title))
    #expect(test.scene.view.draft.title.count == limit)
    #expect(test.text.contains(message))

    test.type("z")
    await test.receive(.shake(title))
    #expect(test.scene.view.draft.title.count == limit, "a full field takes no more")
    #expect(test.text.contains(message))
    test.key(.backspace)
    await test.advance(by: .milliseconds(400))
    #expect(!test.text.contains(message), "the words go once the title changes")

    test.key(.enter)
    await test.receive(
      .dismiss(TodoAddScene.self), .focus("ListView"),
      .posted(TodoWrite.added(title: String(megabyte.prefix(limit - 1)))))
    await test.finish()
  }

  @Test func theDetailsTitleIsCutTooAndSaved() async throws {
    let (test, original) = try await SceneTest.detail(of: "Short")
    await test.advance(by: .milliseconds(400))
    let row = try #require(test.row(of: "Short"))
    let start = try #require(test.terminal.focusedFieldStart(inRow: row))
    test.host.send(.paste(String(repeating: "x", count: 5_000)))
    await test.receive(.shake(title))
    #expect(await test.focusedFieldStartAtShakePeak(inRow: row) == start + 2, "the field shakes")
    #expect(test.text.contains(message))
    #expect(test.scene.view.draft.title == "Short" + String(repeating: "x", count: limit - 5))
    test.key(.escape)
    await test.receive(.pop(TodoDetailScene.self), .focus(nil), .focus("ListView"))
    try await test.settleWrites()
    let saved = "Short" + String(repeating: "x", count: limit - 5)
    await test.receive(.posted(TodoWrite.changed("Short", [.title(to: saved)])))
    // On disk as the table counts it: the limit, in Unicode scalars.
    #expect(try test.store.item(id: original.id)?.title.unicodeScalars.count == limit)
    await test.finish()
  }

  /// What fits is taken whole, without a word.
  @Test func aTitleUpToTheLimitSaysNothing() async throws {
    let test = try await SceneTest.addSheet()
    test.host.send(.paste(String(repeating: "y", count: limit)))
    await test.advance(by: .milliseconds(400))
    #expect(test.scene.view.draft.title.count == limit)
    #expect(!test.text.contains(message))
    await test.finish()  // no shake
  }
}
