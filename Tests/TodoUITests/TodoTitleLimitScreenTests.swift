import Foundation
import Testing
import ThinTerminal
import TodoUI

@testable import Todo

/// The title fields of the Add sheet and the detail hold at most `TodoStore.titleLimit`
/// characters, as the table does: typing or a paste past it is cut, with a shake and words
/// under the fields.
@MainActor
@Suite struct TodoTitleLimitScreenTests {
  private let limit = TodoStore.titleLimit
  private let message = "Titles are at most 1000 characters"

  /// The sheet's or the detail's form.
  private func form(in scene: TodoScene) -> TodoFormView? {
    let sheet = scene.presented as? NavigationController
    let screen = sheet?.topViewController ?? scene.navigation.topViewController
    return screen?.viewIfLoaded as? TodoFormView
  }

  @Test func aMegabytePastedIntoTheAddSheetIsCutToTheLimit() async throws {
    let scene = try await TodoScene()
    scene.host.key(.character("+"), .alt)
    await scene.settle()
    let megabyte = String(repeating: "abcdefgh", count: 131_072)
    scene.host.send(.paste(megabyte))
    #expect(form(in: scene)?.draft.title.count == limit)
    #expect(scene.host.text.contains(message))

    scene.host.type("z")
    #expect(form(in: scene)?.draft.title.count == limit, "a full field takes no more")
    #expect(scene.host.text.contains(message))
    scene.host.key(.backspace)
    #expect(!scene.host.text.contains(message), "the words go once the title changes")

    scene.host.key(.enter)
    await scene.settle()
    let saved = try #require(try scene.store.titlesInAddedOrder().first)
    #expect(saved == String(megabyte.prefix(limit - 1)))
  }

  @Test func theDetailsTitleIsCutTooAndSaved() async throws {
    let scene = try await TodoScene { store in try store.add(title: "Short") }
    scene.host.key(.enter)
    await scene.settle()
    let row = try #require(scene.lines.firstIndex { $0.contains("Short") })
    let start = try #require(scene.focusedFieldStart(onLine: row))
    scene.host.send(.paste(String(repeating: "x", count: 5_000)))
    #expect(
      await scene.focusedFieldStartAtShakePeak(onLine: row) == start + 2, "the field shakes")
    #expect(scene.host.text.contains(message))
    #expect(form(in: scene)?.draft.title == "Short" + String(repeating: "x", count: limit - 5))
    scene.host.key(.escape)
    await scene.settle()
    let saved = try #require(try scene.store.titlesInAddedOrder().first)
    #expect(saved.count == limit)
  }

  /// What fits is taken whole, without a word.
  @Test func aTitleUpToTheLimitSaysNothing() async throws {
    let scene = try await TodoScene()
    scene.host.key(.character("+"), .alt)
    await scene.settle()
    scene.host.send(.paste(String(repeating: "y", count: limit)))
    #expect(form(in: scene)?.draft.title.count == limit)
    #expect(!scene.host.text.contains(message))
  }
}
