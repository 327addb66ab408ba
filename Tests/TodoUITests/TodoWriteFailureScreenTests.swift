import Foundation
import Testing
import ThinTerminal
import TodoUI

@testable import Todo

/// What a write cannot do is said, on the screen where the user is: a title the table would
/// refuse is refused on its form, which stays; a task deleted while its detail was open is
/// reported on the list the detail went back to.
@MainActor
@Suite struct TodoWriteFailureScreenTests {
  /// 1,000 characters (what the field holds), each an e with an accent mark: 2,000 Unicode
  /// scalars, which is what the table counts.
  private let accentedTitle = String(repeating: "e\u{301}", count: TodoStore.titleLimit)

  @Test func aTitleWithMoreScalarsThanTheTableTakesIsRefusedOnTheSheet() async throws {
    let scene = try await TodoScene()
    scene.host.key(.character("+"), .alt)
    await scene.settle()
    scene.host.send(.paste(accentedTitle))
    scene.host.key(.enter)
    await scene.waitUntil { scene.presented?.presentedViewController != nil }
    #expect(scene.host.text.contains("A title can be at most 1000 characters long"))
    #expect(scene.presented is TodoAddSheet, "the sheet stays, with the title")
    #expect(try scene.store.count() == 0)
  }

  @Test func aTitleWithMoreScalarsThanTheTableTakesIsRefusedOnTheDetail() async throws {
    let scene = try await TodoScene { store in try store.add(title: "Short") }
    scene.host.key(.enter)
    await scene.settle()
    scene.host.key(.character("u"), .control)
    scene.host.send(.paste(accentedTitle))
    scene.host.key(.escape)
    await scene.waitUntil { scene.presented != nil }
    #expect(scene.host.text.contains("A title can be at most 1000 characters long"))
    #expect(scene.navigation.viewControllers.count == 2, "the detail stays")
    #expect(try scene.store.titlesInAddedOrder() == ["Short"])
  }

  @Test func aTaskDeletedWhileItsDetailWasOpenIsReportedOnTheList() async throws {
    let scene = try await TodoScene { store in try store.add(title: "Call Ann") }
    let item = try #require(try scene.store.item(titled: "Call Ann"))
    scene.host.key(.enter)
    await scene.settle()
    try scene.store.delete(id: item.id)
    scene.host.type(" today")
    scene.host.key(.escape)
    await scene.settle()
    await scene.deliver()
    await scene.waitUntil { scene.presented != nil }
    #expect(scene.navigation.viewControllers.count == 1)
    #expect(scene.host.text.contains("Task deleted"))
    #expect(scene.host.text.contains("“Call Ann” was deleted elsewhere"))
    #expect(try scene.store.count() == 0)
  }
}
