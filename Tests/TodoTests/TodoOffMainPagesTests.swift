import Foundation
import GRDB
import Testing
import ThinKit

@testable import Todo

/// The list never reads the file on the main actor: a row whose page is not held is answered at
/// once with a placeholder, its page is read off the main actor, and the list reloads when it
/// comes; a read asked before the list changed is dropped; a read that fails is said; where the
/// selected task went is found off the main actor too. Each wait is for the reads in flight.
@MainActor
@Suite struct TodoOffMainPagesTests {
  private let store = makeStore()
  private let cycle = UpdateCycle(drainsAutomatically: false)
  private let view = SpyListView()

  private func makePresenter() async -> TodoListPresenter {
    let presenter = await view.startedList(of: store, cycle: cycle)
    return presenter
  }

  /// Waits for the database's change to be handed over, then delivers it: the list resets.
  private func deliver() async {
    await cycle.waitForPendingUpdates()
    cycle.drain()
  }

  @Test func aRowNotHeldShowsAPlaceholderUntilItsPageComes() async throws {
    let item = try store.add(title: "Water plants")
    let presenter = await makePresenter()
    let reloads = view.reloadCount
    let asked = presenter.row(0, inSection: 0)
    #expect(asked == .loading)
    #expect(asked.isPlaceholder, "drawn dim")
    presenter.didChooseRow(0, inSection: 0)
    #expect(view.opened.isEmpty, "a placeholder is never chosen")

    await presenter.waitForReads()
    #expect(view.reloadCount == reloads + 1, "the page's arrival redraws the list")
    let shown = presenter.row(0, inSection: 0)
    #expect(shown == TodoRow(title: "Water plants", isDone: false, dueText: nil))
    #expect(!shown.isPlaceholder)
    presenter.didChooseRow(0, inSection: 0)
    await presenter.waitForReads()
    #expect(view.opened == [item.id])
  }

  @Test func aRowShownFromBeforeAChangeIsActedOnAsShownUntilReadAgain() async throws {
    let item = try store.add(title: "Water plants")
    let presenter = await makePresenter()
    _ = await presenter.loadedRows()
    #expect(try store.apply(TodoChanges(title: "Water the plants"), to: item.id))
    await deliver()
    #expect(presenter.row(0, inSection: 0).title == "Water plants", "no blank frame")
    presenter.didChooseRow(0, inSection: 0)
    await presenter.waitForReads()
    #expect(view.opened == [item.id], "Enter right after a change opens the task shown")
    #expect(await presenter.loadedRow(0, inSection: 0).title == "Water the plants")
  }

  @Test func aPageReadBeforeTheListChangedIsDropped() throws {
    try store.add(title: "Old first")
    let before = try store.read { db in try TodoListSummary.fetch(db, today: day("2025-03-14")) }
    let pager = TodoPager(summary: before, pageSize: 10)
    guard case .notHeld(let read?, _) = pager.entry(in: .someday, at: 0) else {
      Issue.record("no read asked for a row not held")
      return
    }
    let page = try store.read { db in try read.fetch(db) }

    // The file changes, and the list takes the new counts, before the page comes back.
    try store.write { db in try db.execute(sql: "DELETE FROM todoItem") }
    try store.add(title: "New first")
    try store.add(title: "New second")
    let after = try store.read { db in try TodoListSummary.fetch(db, today: day("2025-03-14")) }
    pager.reset(to: after)
    #expect(!pager.take(page, for: read), "a page of the list before is not joined")
    #expect(pager.heldRowCount == 0)
    #expect(pager.heldItem(in: .someday, at: 0) == nil)

    // The row is read again, for the list as it is now.
    guard case .notHeld(let again?, _) = pager.entry(in: .someday, at: 0) else {
      Issue.record("the dropped read still counts as in flight")
      return
    }
    #expect(again.generation == read.generation + 1)
    #expect(pager.take(try store.read { db in try again.fetch(db) }, for: again))
    let held = (0..<2).compactMap { pager.heldItem(in: .someday, at: $0)?.title }
    #expect(Set(held) == ["New first", "New second"])
  }

  @Test func aPageThatCannotBeReadIsSaidAndReadAgainWhenAsked() async throws {
    try store.add(title: "Water plants")
    let presenter = await makePresenter()
    // Another program moves the table away: the counts still read, the rows do not.
    try store.write { db in try db.execute(sql: "ALTER TABLE todoItem RENAME TO elsewhere") }
    #expect(presenter.row(0, inSection: 0).isPlaceholder)
    await presenter.waitForReads()
    #expect(presenter.row(0, inSection: 0) == .unavailable, "not left loading")
    while cycle.drain() > 0 {}
    #expect(view.errors.isEmpty, "no alert")
    let line = try #require(view.notice?.lines.last)
    #expect(line.hasPrefix("The list could not be read: "))

    try store.write { db in try db.execute(sql: "ALTER TABLE elsewhere RENAME TO todoItem") }
    #expect(await presenter.loadedRow(0, inSection: 0).title == "Water plants")
    while cycle.drain() > 0 {}
    #expect(view.notice == nil, "withdrawn once rows were read again")
  }

  /// A list of B and C with C selected, then A added before both and delivered: C's place is
  /// being looked for off the main actor.
  private func selectingCThenAddingABeforeIt() async throws -> TodoListPresenter {
    try store.add(title: "B", due: day("2025-03-15"))
    try store.add(title: "C", due: day("2025-03-16"))
    let presenter = await makePresenter()
    _ = await presenter.loadedRows()
    view.selectedIndex = TodoListIndex(row: 1, section: 0)
    try store.add(title: "A", due: day("2025-03-14"))
    await deliver()
    return presenter
  }

  @Test func theSelectionFollowsItsTaskOnceItsPlaceIsFound() async throws {
    let presenter = try await selectingCThenAddingABeforeIt()
    #expect(view.selectedIndex == TodoListIndex(row: 1, section: 0), "found off the main actor")
    await presenter.waitForReads()
    #expect(view.selectedIndex == TodoListIndex(row: 2, section: 0))
    #expect(await presenter.loadedRow(2, inSection: 0).title == "C")
  }

  /// The list with its second row selected, then another task changed and delivered: the
  /// selected task's place is looked for again off the main actor.
  private func selectingRow1ThenChanging(_ other: UUID) async throws -> TodoListPresenter {
    let presenter = await makePresenter()
    _ = await presenter.loadedRows()
    view.selectedIndex = TodoListIndex(row: 1, section: 0)
    #expect(try store.apply(TodoChanges(title: "Somewhere else"), to: other))
    await deliver()
    return presenter
  }

  @Test func theRowsAroundASelectionFoundAgainAreNotLeftLoading() async throws {
    for (title, due) in [("A", "2025-03-13"), ("B", "2025-03-14"), ("C", "2025-03-15")] {
      try store.add(title: title, due: day(due))
    }
    let other = try store.add(title: "Elsewhere")
    let presenter = try await selectingRow1ThenChanging(other.id)
    // Drawn once, as a frame draws: the page is read after the selected task's place, which
    // comes first and is kept as a row of its own; the page then joins it.
    let reloads = view.reloadCount
    _ = (0..<3).map { presenter.row($0, inSection: 0) }
    await presenter.waitForReads()
    #expect(view.reloadCount > reloads, "the list draws again")
    let rows = (0..<3).map { presenter.row($0, inSection: 0) }
    #expect(rows.map(\.title) == ["A", "B", "C"], "no row left loading")
    #expect(view.selectedIndex == TodoListIndex(row: 1, section: 0))
  }

  @Test func rowsShownBeforeAChangeStayUntilReadAgainNotLoading() async throws {
    try store.add(title: "A", due: day("2025-03-13"))
    try store.add(title: "B", due: day("2025-03-14"))
    let last = try store.add(title: "C", due: day("2025-03-15"))
    let other = try store.add(title: "Elsewhere")
    let presenter = try await selectingRow1ThenChanging(other.id)
    // The selected task's place comes before the list draws: its row is held alone.
    await presenter.waitForReads()
    let drawn = (0..<3).map { presenter.row($0, inSection: 0) }
    #expect(drawn.map(\.title) == ["A", "B", "C"], "as shown before, none loading")
    presenter.didToggleRow(2, inSection: 0)
    await store.waitForWrites()
    #expect(try store.item(id: last.id)?.isDone == true, "Space on it was not lost")
  }

  @Test func aSelectionMovedWhileItsTaskIsLookedForStaysWhereTheUserPutIt() async throws {
    let presenter = try await selectingCThenAddingABeforeIt()
    view.selectedIndex = TodoListIndex(row: 0, section: 0)
    await presenter.waitForReads()
    #expect(view.selectedIndex == TodoListIndex(row: 0, section: 0))
    #expect(view.selections.isEmpty, "the presenter moved nothing")
  }
}
