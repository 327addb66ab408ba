import Foundation
import Testing
import ThinKit

@testable import Todo

/// The list's selection follows its task, not its place: through an edit that moves it, an
/// insert above it from elsewhere, and onto a task just added.
@MainActor
@Suite struct TodoListSelectionTests {
  private let store = makeStore()
  private let cycle = UpdateCycle(drainsAutomatically: false)
  private let view = SpyListView()
  private let focus = TodoListFocus()

  /// A started presenter whose rows were drawn once (their pages read), as on screen.
  private func makePresenter() async -> TodoListPresenter {
    let presenter = await view.startedList(of: store, cycle: cycle, focus: focus)
    _ = await presenter.loadedRows()
    return presenter
  }

  /// Waits for the database's change to be handed over, then delivers it, and waits for the
  /// read that finds the selected task again (off the main actor).
  private func deliver(to presenter: TodoListPresenter) async {
    await cycle.waitForPendingUpdates()
    cycle.drain()
    await presenter.waitForReads()
  }

  private func selectedTitle(_ presenter: TodoListPresenter) async -> String? {
    guard let selected = view.selectedIndex else { return nil }
    return await presenter.loadedRow(selected.row, inSection: selected.section).title
  }

  @Test func anInsertAboveFromElsewhereKeepsTheSelectedTask() async throws {
    try store.add(title: "B", due: day("2025-03-15"))
    try store.add(title: "C", due: day("2025-03-16"))
    let presenter = await makePresenter()
    view.selectedIndex = TodoListIndex(row: 1, section: 0)
    #expect(await selectedTitle(presenter) == "C")
    // Another process (or another screen) adds a task due earlier: C moves down a row.
    try store.add(title: "A", due: day("2025-03-14"))
    await deliver(to: presenter)
    #expect(view.selectedIndex == TodoListIndex(row: 2, section: 0))
    #expect(await selectedTitle(presenter) == "C")
  }

  @Test func anEditThatMovesTheTaskToAnotherSectionKeepsItSelected() async throws {
    let moved = try store.add(title: "Move me", due: day("2025-03-15"))
    try store.add(title: "Stay", due: day("2025-03-16"))
    try store.add(title: "Someday")
    let presenter = await makePresenter()
    view.selectedIndex = TodoListIndex(row: 0, section: 0)
    let editor = TodoDetailPresenter(item: store.detailItem(moved.id), store: store, focus: focus)
    let form = SpyEditorView()
    editor.view = form
    editor.start()
    form.draft.due = nil
    #expect(editor.save())
    await deliver(to: presenter)
    #expect(await selectedTitle(presenter) == "Move me")
    #expect(view.selectedIndex?.section == 1, "now in Someday")
  }

  @Test func aTaskJustAddedIsSelectedAndBroughtIntoView() async throws {
    for index in 0..<50 { try store.add(title: "Task \(index)", due: day("2025-03-15")) }
    let presenter = await makePresenter()
    view.selectedIndex = TodoListIndex(row: 0, section: 0)
    let adder = TodoAddPresenter(store: store, focus: focus)
    let form = SpyEditorView()
    adder.view = form
    adder.start()
    form.draft = TodoDraft(title: "New one", due: day("2025-03-20"))
    #expect(adder.save())
    await deliver(to: presenter)
    #expect(await selectedTitle(presenter) == "New one")
    #expect(view.selections.last == view.selectedIndex)
  }

  @Test func aDeletedTaskLeavesTheSelectionOnItsNeighbour() async throws {
    try store.add(title: "A", due: day("2025-03-14"))
    let doomed = try store.add(title: "B", due: day("2025-03-15"))
    try store.add(title: "C", due: day("2025-03-16"))
    let presenter = await makePresenter()
    view.selectedIndex = TodoListIndex(row: 1, section: 0)
    #expect(try store.delete(id: doomed.id))
    await deliver(to: presenter)
    #expect(view.selectedIndex == TodoListIndex(row: 1, section: 0))
    #expect(await selectedTitle(presenter) == "C")
  }
}
