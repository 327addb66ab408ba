import Testing
import ThinKit

@testable import Todo

@MainActor
@Suite struct TodoBarPresenterTests {
  @Test(arguments: [
    (0, TodoBarStyle.normal), (3, .normal), (4, .busy), (9, .busy), (10, .overloaded),
    (250, .overloaded),
  ])
  func styleByOpenItems(count: Int, style: TodoBarStyle) {
    #expect(TodoBarStyle(openCount: count) == style)
  }

  @Test func followsTheOpenCountAsItChanges() async throws {
    let store = makeStore()
    let cycle = UpdateCycle(drainsAutomatically: false)
    let view = SpyBarView()
    for index in 1...3 { try store.add(title: "Open \(index)") }
    let done = try store.add(title: "Done")
    try store.toggleDone(id: done.id)
    let presenter = TodoBarPresenter(store: store, cycle: cycle)
    presenter.view = view
    let work = WorkTracker()
    work.withTracking { presenter.start() }
    #expect(await work.waitUntilIdle(timeLimit: .seconds(60)), "the first count read")
    #expect(view.barStyle == .normal)

    try store.add(title: "Open 4")
    await cycle.waitForPendingUpdates()
    cycle.drain()
    #expect(view.barStyle == .busy)

    try store.insert(
      (5...10).map { TodoItem(title: "Open \($0)", createdAt: store.calendar.now()) })
    await cycle.waitForPendingUpdates()
    cycle.drain()
    #expect(view.barStyle == .overloaded)

    // A rename leaves the count as it is: only the item added after it is delivered.
    var renamed = try #require(try store.item(id: done.id))
    renamed.title = "Done, renamed"
    try store.update(renamed)
    try store.add(title: "Open 11")
    await cycle.waitForPendingUpdates()
    #expect(cycle.drain() == 1)
  }
}
