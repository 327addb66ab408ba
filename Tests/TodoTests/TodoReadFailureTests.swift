import Foundation
import GRDB
import Testing
import ThinKit

@testable import Todo

/// A read of the list that fails after the file opened (another program changed the file under
/// it, an input/output error): said on the list's notice lines, never in an alert that would
/// take the keys, and read again until it succeeds, on the injected clock; the bar follows
/// again too.
@MainActor
@Suite struct TodoReadFailureTests {
  private let work = WorkTracker()
  private let clock: ManualClock
  private let store: TodoStore
  private let cycle = UpdateCycle(drainsAutomatically: false)
  private let view = SpyListView()

  init() {
    clock = ManualClock(tracker: work)
    store = makeStore(clock: clock)
  }

  /// Moves the per-day counts the summary reads under another name (`hidden`) or back, as
  /// another program might, in a commit that touches the items: observations read again.
  private func hideCounts(_ hidden: Bool) throws {
    let (from, to) = hidden ? ("todoDayCount", "elsewhere") : ("elsewhere", "todoDayCount")
    try store.write { db in
      try db.execute(sql: "ALTER TABLE \(from) RENAME TO \(to)")
      try db.execute(sql: "UPDATE todoItem SET title = title")
    }
  }

  /// Runs the cycle's updates and those they queue, as a host's frames do.
  private func settle() {
    while cycle.drain() > 0 {}
  }

  private func started() async -> TodoListPresenter {
    let presenter = await view.startedList(of: store, cycle: cycle, in: work)
    settle()
    return presenter
  }

  @Test func aFailedReadIsSaidOnTheNoticeLinesAndTheListReadsAgainUntilItCan() async throws {
    try store.add(title: "Water plants")
    let presenter = await started()
    #expect(presenter.numberOfRows(inSection: 0) == 1)

    try hideCounts(true)
    settle()
    #expect(view.errors.isEmpty, "no alert")
    let line = try #require(view.notice?.lines.last)
    #expect(line.hasPrefix("The list could not be read: "))
    #expect(
      line.hasSuffix("The list shows what it read last, and reads the file again until it can."))
    #expect(view.notice?.isDismissible == false)
    #expect(presenter.numberOfRows(inSection: 0) == 1, "what it read last")

    // Still failing: tried again after 0.1 s, and said once.
    await clock.advance(by: .milliseconds(100))
    settle()
    #expect(view.notice?.lines.filter { $0.hasPrefix("The list could not be read") }.count == 1)

    try hideCounts(false)
    try store.add(title: "Buy milk")
    // The next try comes 0.2 s after the last one: not yet after 0.1 s.
    await clock.advance(by: .milliseconds(100))
    settle()
    #expect(view.notice != nil)
    await clock.advance(by: .milliseconds(100))
    settle()
    #expect(view.notice == nil, "withdrawn once the list was read")
    #expect(presenter.numberOfRows(inSection: 0) == 2, "following the file again")
    #expect(view.errors.isEmpty)
    presenter.stop()
  }

  @Test func theBarFollowsTheOpenCountAgainAfterAFailedRead() async throws {
    try store.add(title: "Water plants")
    let bar = SpyBarView()
    let presenter = TodoBarPresenter(store: store, cycle: cycle)
    presenter.view = bar
    work.withTracking { presenter.start() }
    #expect(await work.waitUntilIdle(timeLimit: .seconds(60)), "the first count read")
    #expect(bar.barStyle == .normal)
    try hideCounts(true)
    settle()
    try hideCounts(false)
    for title in ["Buy milk", "Call Ann", "Water plants", "Pay rent"] {
      try store.add(title: title)
    }
    settle()
    #expect(bar.barStyle == .normal, "not followed while it failed")
    await clock.advance(by: .milliseconds(100))
    settle()
    #expect(bar.barStyle == .busy, "4 open")
    presenter.stop()
  }

  /// The pauses double after each failure in a row, up to 2 s, and a value read restores the
  /// first; once cancelled it tries no more.
  @Test func thePausesDoubleUpToTwoSecondsAndAValueRestoresTheFirst() async throws {
    var starts: [(onError: (TodoStoreError) -> Void, onChange: (Int) -> Void)] = []
    var errors = 0
    let watch = try work.withTracking {
      try TodoWatch<Int>(
        clock: clock,
        observe: { onError, onChange throws(TodoStoreError) in
          starts.append((onError, onChange))
          return TodoObservation(AnyDatabaseCancellable {})
        },
        onError: { _ in errors += 1 }, onChange: { _ in })
    }
    var pauses: [Duration] = []
    for _ in 0..<7 {
      let before = starts.count
      starts.last?.onError(.failed(reason: "an input/output error."))
      var waited = Duration.zero
      while starts.count == before, waited < .seconds(3) {
        await clock.advance(by: .milliseconds(100))
        waited += .milliseconds(100)
      }
      pauses.append(waited)
    }
    #expect(pauses.map { Int($0 / .milliseconds(1)) } == [100, 200, 400, 800, 1600, 2000, 2000])
    #expect(errors == 7)

    starts.last?.onChange(1)
    starts.last?.onError(.failed(reason: "an input/output error."))
    await clock.advance(by: .milliseconds(100))
    #expect(starts.count == 9, "the first pause again")

    starts.last?.onError(.failed(reason: "an input/output error."))
    watch.cancel()
    await clock.advance(by: .seconds(5))
    #expect(starts.count == 9, "no try after cancel")
  }

  /// A closed database is the app quitting: nothing is tried again.
  @Test func aClosedDatabaseIsNotReadAgain() async throws {
    var starts = 0
    var failure: ((TodoStoreError) -> Void)?
    let watch = try work.withTracking {
      try TodoWatch<Int>(
        clock: clock,
        observe: { onError, _ throws(TodoStoreError) in
          starts += 1
          failure = onError
          return TodoObservation(AnyDatabaseCancellable {})
        },
        onError: { _ in }, onChange: { _ in })
    }
    failure?(.failed(reason: "an input/output error."))
    await clock.advance(by: .milliseconds(100))
    #expect(starts == 2, "an input/output error is tried again")
    failure?(.closed)
    await clock.advance(by: .seconds(5))
    #expect(starts == 2)
    watch.cancel()
  }
}
