import Foundation
import GRDB
import Testing
import ThinKit

@testable import Todo

/// Enter on a row reads its task off the main actor and hands it over as stored, to be opened
/// once read: nothing opens before the read returns, another Enter meanwhile opens nothing
/// more, a task gone meanwhile is handed over as gone, and a list that changed meanwhile still
/// opens the task chosen. Each wait is for the reads in flight.
@MainActor
@Suite struct TodoOpeningTests {
  private let store = makeStore()
  private let cycle = UpdateCycle(drainsAutomatically: false)
  private let view = SpyListView()

  /// A started list with its rows read.
  private func makePresenter() async -> TodoListPresenter {
    let presenter = await view.startedList(of: store, cycle: cycle)
    _ = await presenter.loadedRows()
    return presenter
  }

  @Test func theTaskOpensOnceReadAsStored() async throws {
    let item = try store.add(title: "Call Ann", due: day("2025-03-14"))
    let presenter = await makePresenter()
    presenter.didChooseRow(0, inSection: 0)
    #expect(view.openedItems.isEmpty, "nothing opens before the read returns")
    await presenter.waitForReads()
    let read = TodoStoredItem(item: item, titleLength: 8)
    #expect(view.openedItems == [TodoDetailItem(id: item.id, read: .success(read))])
  }

  @Test func anotherEnterWhileTheTaskIsReadOpensNothingMore() async throws {
    let first = try store.add(title: "Call Ann", due: day("2025-03-14"))
    let second = try store.add(title: "Buy milk", due: day("2025-03-15"))
    let presenter = await makePresenter()
    presenter.didChooseRow(0, inSection: 0)
    presenter.didChooseRow(0, inSection: 0)
    presenter.didChooseRow(1, inSection: 0)
    await presenter.waitForReads()
    #expect(view.opened == [first.id], "one detail, of the task chosen first")

    // Once it came, Enter opens again.
    presenter.didChooseRow(1, inSection: 0)
    await presenter.waitForReads()
    #expect(view.opened == [first.id, second.id])
  }

  @Test func aTaskDeletedBeforeTheListHeardIsHandedOverAsGone() async throws {
    let item = try store.add(title: "Call Ann")
    let presenter = await makePresenter()
    // Deleted elsewhere; the list has not heard (the change is not delivered).
    try store.write { db in try db.execute(sql: "DELETE FROM todoItem") }
    #expect(presenter.row(0, inSection: 0).title == "Call Ann")
    presenter.didChooseRow(0, inSection: 0)
    await presenter.waitForReads()
    #expect(view.openedItems == [TodoDetailItem(id: item.id, read: .failure(.itemNotFound))])
    #expect(view.errors.isEmpty, "the detail says it, as it opens")
  }

  @Test func aTaskThatCannotBeReadIsHandedOverWithWhyAndTheDetailSaysIt() async throws {
    let item = try store.add(title: "Call Ann")
    let presenter = await makePresenter()
    // Another program moves the table away: the row is still shown, the task cannot be read.
    try store.write { db in try db.execute(sql: "ALTER TABLE todoItem RENAME TO elsewhere") }
    presenter.didChooseRow(0, inSection: 0)
    await presenter.waitForReads()
    let opened = try #require(view.openedItems.first)
    let onTheSpot = #expect(throws: TodoStoreError.self) { try store.storedItem(id: item.id) }
    #expect(opened.read == .failure(try #require(onTheSpot)), "as a read on the spot fails")

    let form = SpyEditorView()
    form.connect(TodoDetailPresenter(item: opened, store: store)).start()
    #expect(form.errors == [String(describing: try #require(onTheSpot))])
    #expect(form.errors.first?.isEmpty == false)
  }

  @Test func aListChangedWhileTheTaskIsReadStillOpensItAsRead() async throws {
    let item = try store.add(title: "Call Ann")
    let presenter = await makePresenter()
    presenter.didChooseRow(0, inSection: 0)
    // Renamed elsewhere, and the list takes new counts, before the read comes back: a page
    // read then would be dropped, the task chosen is not.
    #expect(try store.apply(TodoChanges(title: "Call Ann today"), to: item.id))
    let generation = presenter.pager.generation
    presenter.reader.reset(to: presenter.summary)
    #expect(presenter.pager.generation > generation)
    await presenter.waitForReads()
    #expect(view.opened == [item.id], "the task chosen opens")
    let read = try #require(try view.openedItems.first?.read.get())
    #expect(read.item.title == "Call Ann today", "as read, newer than the list")
  }
}
