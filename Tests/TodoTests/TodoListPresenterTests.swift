import Foundation
import GRDB
import Testing
import ThinKit

@testable import Todo

@MainActor
@Suite struct TodoListPresenterTests {
  private let store = makeStore()
  private let cycle = UpdateCycle(drainsAutomatically: false)
  private let view = SpyListView()

  private func makePresenter(pageSize: Int = 100) async -> TodoListPresenter {
    let presenter = await view.startedList(of: store, cycle: cycle, pageSize: pageSize)
    return presenter
  }

  @Test func showsSectionsByDueDayWithRelativeDates() async throws {
    try store.add(title: "Overdue", due: day("2025-03-11"))
    try store.add(title: "Tomorrow", due: day("2025-03-15"))
    try store.add(title: "Later", due: day("2025-04-01"))
    try store.add(title: "Whenever")
    let presenter = await makePresenter()
    #expect(view.reloadCount == 1)
    #expect((0..<4).map { presenter.title(ofSection: $0) } == ["Now", "Upcoming", "Someday", ""])
    #expect(presenter.numberOfSections == 3)
    #expect(
      await presenter.loadedRows() == [
        [
          TodoRow(title: "Overdue", isDone: false, dueText: "3 days ago"),
          TodoRow(title: "Tomorrow", isDone: false, dueText: "Tomorrow"),
        ],
        [TodoRow(title: "Later", isDone: false, dueText: "In 18 days")],
        [TodoRow(title: "Whenever", isDone: false, dueText: nil)],
      ])
  }

  @Test func anEmptyListHasNoSections() async {
    let presenter = await makePresenter()
    #expect(presenter.numberOfSections == 0)
    #expect(presenter.row(0, inSection: 0) == .unavailable)
  }

  @Test func spaceTogglesAndTheListFollows() async throws {
    try store.add(title: "Soon", due: day("2025-03-18"))
    let presenter = await makePresenter()
    _ = await presenter.loadedRow(0, inSection: 0)
    let reloads = view.reloadCount
    presenter.didToggleRow(0, inSection: 0)
    await cycle.waitForPendingUpdates()
    #expect(cycle.drain() == 1)
    #expect(view.reloadCount == reloads + 1)
    #expect(await presenter.loadedRow(0, inSection: 0).isDone)
    #expect(presenter.summary.openCount == 0)
  }

  @Test func deletesOnlyOnceConfirmed() async throws {
    try store.add(title: "Keep")
    let presenter = await makePresenter()
    _ = await presenter.loadedRow(0, inSection: 0)
    view.confirmsDeletion = false
    await presenter.deleteRow(0, inSection: 0)?.value
    #expect(view.confirmationTitles == ["Keep"])
    #expect(try store.count() == 1)

    view.confirmsDeletion = true
    await presenter.deleteRow(0, inSection: 0)?.value
    await store.waitForWrites()
    #expect(try store.count() == 0)
    await cycle.waitForPendingUpdates()
    cycle.drain()
    #expect(presenter.numberOfSections == 0)
    #expect(presenter.deleteRow(0, inSection: 0) == nil)
  }

  @Test func choosingARowHandsItsTaskAsStoredToTheRouter() async throws {
    let item = try store.add(title: "Open me")
    let presenter = await makePresenter()
    _ = await presenter.loadedRow(0, inSection: 0)
    presenter.didChooseRow(5, inSection: 0)
    presenter.didChooseRow(0, inSection: 0)
    await presenter.waitForReads()
    #expect(view.openedItems == [store.detailItem(item.id)])
  }

  @Test func aWriteFromElsewhereShowsAtOnce() async throws {
    let presenter = await makePresenter()
    #expect(presenter.numberOfSections == 0)
    try store.add(title: "Added by the Add sheet", due: day("2025-03-14"))
    await cycle.waitForPendingUpdates()
    cycle.drain()
    #expect(
      await presenter.loadedRows() == [
        [TodoRow(title: "Added by the Add sheet", isDone: false, dueText: "Today")]
      ])
  }

  @Test func holdsAFewPagesOfAThousandItems() async throws {
    try TodoSeeder(store: store).seed(count: 1000)
    let presenter = await makePresenter(pageSize: 20)
    _ = await presenter.loadedRows()
    #expect(presenter.heldRowCount <= 20 * 3 * 4)
  }

  @Test func aDatabaseThatCannotOpenIsReported() throws {
    let folder = try TemporaryDirectory()
    let path = folder.path("notes.txt")
    try Data("not a database".utf8).write(to: URL(fileURLWithPath: path))
    let presenter = view.connect(TodoListPresenter(store: makeStore(.file(path)), cycle: cycle))
    presenter.start()
    #expect(view.errors == [TodoStoreError.notADatabase(path: path).description])
    #expect(presenter.numberOfSections == 0)
  }
}
