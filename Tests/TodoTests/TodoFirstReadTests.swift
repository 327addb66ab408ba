import Testing
import ThinKit

@testable import Todo

/// The list's summary and the bar's count are first read off the main actor: the screen says it
/// is reading, and the read is work in flight until what it read shows.
@MainActor
@Suite struct TodoFirstReadTests {
  @Test func theListSaysItIsReadingUntilItsFirstSummaryShows() async throws {
    let store = makeStore()
    try store.add(title: "Water plants")
    let view = SpyListView()
    let presenter = view.connect(
      TodoListPresenter(store: store, cycle: UpdateCycle(drainsAutomatically: false)))
    let work = WorkTracker()
    work.withTracking { presenter.start() }
    // Nothing was read on the main actor: no sections yet, and no "Nothing to do" either.
    #expect(view.fileMessage == TodoListPresenter.reading)
    #expect(presenter.numberOfSections == 0)
    #expect(!work.isIdle, "the read is in flight")

    #expect(await work.waitUntilIdle(timeLimit: .seconds(60)))
    #expect(view.fileMessage == nil)
    #expect(presenter.numberOfSections == 1)
    #expect(await presenter.loadedRow(0, inSection: 0).title == "Water plants")
    presenter.stop()
  }

  @Test func aCallerWithoutATrackerWaitsForTheFirstSummaryToo() async throws {
    let store = makeStore()
    try store.add(title: "Water plants")
    let presenter = TodoListPresenter(store: store, cycle: UpdateCycle(drainsAutomatically: false))
    presenter.start()
    #expect(presenter.numberOfSections == 0)
    await presenter.waitForReads()
    #expect(presenter.numberOfSections == 1)
    presenter.stop()
    // Stopped before its summary came, a list keeps no one waiting.
    let stopped = TodoListPresenter(store: store, cycle: UpdateCycle(drainsAutomatically: false))
    stopped.start()
    stopped.stop()
    await stopped.waitForReads()
    #expect(stopped.numberOfSections == 0)
  }

  @Test func theBarTakesItsStyleFromTheFirstCountOnceRead() async throws {
    let store = makeStore()
    for index in 1...4 { try store.add(title: "Open \(index)") }
    let bar = SpyBarView()
    let presenter = TodoBarPresenter(store: store, cycle: UpdateCycle(drainsAutomatically: false))
    presenter.view = bar
    let work = WorkTracker()
    work.withTracking { presenter.start() }
    #expect(!work.isIdle, "the read is in flight")
    #expect(await work.waitUntilIdle(timeLimit: .seconds(60)))
    #expect(bar.barStyle == .busy)
    presenter.stop()
  }

  @Test func aBarStartedLaterShowsTheCountLastReadAtOnce() async throws {
    let store = makeStore()
    for index in 1...4 { try store.add(title: "Open \(index)") }
    let cycle = UpdateCycle(drainsAutomatically: false)
    let listBar = TodoBarPresenter(store: store, cycle: cycle)
    let listBarView = SpyBarView()
    listBar.view = listBarView
    let work = WorkTracker()
    work.withTracking { listBar.start() }
    #expect(await work.waitUntilIdle(timeLimit: .seconds(60)))
    #expect(store.lastOpenCount == 4)

    let pushed = TodoBarPresenter(store: store, cycle: cycle)
    let bar = SpyBarView()
    pushed.view = bar
    work.withTracking { pushed.start() }
    #expect(bar.barStyle == .busy, "at once, before its own read comes")
    #expect(await work.waitUntilIdle(timeLimit: .seconds(60)))
    #expect(listBarView.barStyle == .busy)
    listBar.stop()
    pushed.stop()
  }

  @Test func aReadStoppedBeforeItsValueCameIsNoLongerInFlight() {
    let work = WorkTracker()
    let first = work.withTracking { FirstValueWork("reading the list's summary") }
    #expect(work.inFlight == ["reading the list's summary"])
    first.cancel()
    #expect(work.isIdle)
    #expect(!first.deliverFirst {}, "nothing is delivered after")
  }

  @Test func onlyTheFirstValueIsShownByTheReadAndTheRestAreLeftToTheCycle() async {
    let work = WorkTracker()
    let first = work.withTracking { FirstValueWork("reading the open count") }
    var shown: [Int] = []
    #expect(first.deliverFirst { shown.append(1) })
    #expect(!first.deliverFirst { shown.append(2) })
    #expect(await work.waitUntilIdle(timeLimit: .seconds(60)))
    #expect(shown == [1])
  }
}
