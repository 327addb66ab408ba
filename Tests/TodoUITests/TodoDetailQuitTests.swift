import Foundation
import Testing
import ThinTerminal
import TodoUI

@testable import Todo

/// Quitting from the detail: Ctrl-C (and the demo's `q`, the same request) saves what Back
/// saves, and asks "Discard changes?" as Back does when a field cannot be saved; SIGTERM cannot
/// ask, so it saves the fields that can be saved and keeps what is stored for the others.
@MainActor
@Suite struct TodoDetailQuitTests {
  /// The detail of "Named", its title erased and Done switched on.
  private func detailWithABlankTitle() async throws -> (TodoScene, TodoItem) {
    let scene = try await TodoScene { store in try store.add(title: "Named") }
    let original = try #require(try scene.store.item(titled: "Named"))
    scene.host.key(.enter)
    await scene.settle()
    for _ in 0..<"Named".count { scene.host.key(.backspace) }
    scene.host.key(.tab)
    scene.host.key(.character(" "))
    return (scene, original)
  }

  /// What leaving without asking saves of ``detailWithABlankTitle()``: Done, not the blank
  /// title.
  private func expectDoneSavedAndTitleKept(
    _ original: TodoItem, in scene: TodoScene, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let saved = try #require(try scene.store.item(id: original.id), sourceLocation: sourceLocation)
    #expect(saved.title == "Named", sourceLocation: sourceLocation)
    #expect(saved.isDone, sourceLocation: sourceLocation)
  }

  private func quitKey(_ scene: TodoScene) {
    scene.host.key(.character("c"), .control)
  }

  @Test func ctrlCWithEditsThatCanBeSavedSavesThemAndQuitsWithoutAsking() async throws {
    let scene = try await TodoScene { store in try store.add(title: "Named") }
    scene.host.key(.enter)
    await scene.settle()
    scene.host.type(" again")
    quitKey(scene)
    await scene.waitUntil { scene.store.pendingWriteCount > 0 }
    #expect(scene.presented == nil, "nothing to ask")
    await scene.store.waitForWrites()
    #expect(try scene.store.titlesInAddedOrder() == ["Named again"])
  }

  @Test func ctrlCWithABlankTitleAsksAndKeepEditingStays() async throws {
    let (scene, original) = try await detailWithABlankTitle()
    quitKey(scene)
    await scene.waitUntil { scene.presented != nil }
    #expect(scene.host.text.contains("Discard changes?"))
    #expect(scene.host.text.contains("A task needs a title."))
    scene.host.key(.enter)
    await scene.waitUntil { scene.presented == nil }
    #expect(scene.navigation.viewControllers.count == 2, "still editing")
    #expect(scene.host.text.contains("ON ●"), "the edits are still on screen")
    #expect(try scene.store.item(id: original.id) == original, "nothing saved")
    let row = try #require(scene.lines.firstIndex { $0.contains("Task") && $0.contains("●") })
    #expect(row > 0, "the title is marked")

    // Asked again, Discard quits: the scenes stop and save what can be saved.
    quitKey(scene)
    await scene.waitUntil { scene.presented != nil }
    scene.host.key(.right)
    scene.host.key(.enter)
    await scene.settle()
    try expectDoneSavedAndTitleKept(original, in: scene)
  }

  /// A second Ctrl-C while the question is open quits at once, as in a shell.
  @Test func aSecondCtrlCWhileAskingQuitsSavingWhatCanBeSaved() async throws {
    let (scene, original) = try await detailWithABlankTitle()
    quitKey(scene)
    await scene.waitUntil { scene.presented != nil }
    quitKey(scene)
    await scene.settle()
    try expectDoneSavedAndTitleKept(original, in: scene)
  }

  /// SIGTERM (and SIGHUP) cannot wait for an answer: the valid fields are saved, the blank
  /// title is not, and nobody is asked.
  @Test func sigtermSavesTheFieldsThatCanBeSavedWithoutAsking() async throws {
    let (scene, original) = try await detailWithABlankTitle()
    scene.host.app.handle(.terminate)
    #expect(scene.presented == nil)
    await scene.store.waitForWrites()
    try expectDoneSavedAndTitleKept(original, in: scene)
  }

  @Test func sigtermDropsADueDayTypedButNotWholeForTheLastWholeOne() async throws {
    let scene = try await TodoScene { store in
      try store.add(title: "Dentist", due: CalendarDay("2025-03-20"))
    }
    scene.host.key(.enter)
    await scene.settle()
    scene.host.key(.tab)
    scene.host.key(.tab)
    scene.host.type("+2025-02-30")
    scene.host.app.handle(.terminate)
    await scene.store.waitForWrites()
    let saved = try #require(try scene.store.item(titled: "Dentist"))
    #expect(saved.due == CalendarDay("2025-03-21"), "the last whole day shown, after +")
  }
}
