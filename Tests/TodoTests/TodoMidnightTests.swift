import Foundation
import Synchronization
import Testing
import ThinKit

@testable import Todo

/// Left open overnight, the list and an open detail move on to the new day at midnight, with
/// no write: "Tomorrow" becomes "Today" and the sections follow.
@MainActor
@Suite struct TodoMidnightTests {
  /// A wall clock the test sets.
  final class WallClock: Sendable {
    private let date = Mutex(ISO8601DateFormatter().date(from: "2025-03-14T23:59:30Z")!)
    var now: Date { date.withLock { $0 } }
    func set(_ moment: String) { date.withLock { $0 = ISO8601DateFormatter().date(from: moment)! } }
  }

  private let wall = WallClock()
  /// The clock the watch sleeps on; its advances run the watch before they return.
  private let clock = ManualClock()
  private let cycle = UpdateCycle(drainsAutomatically: false)

  private func makeCalendarStore() -> TodoStore {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let wall = wall
    return makeStore(calendar: TodoCalendar(calendar: calendar, now: { wall.now }), clock: clock)
  }

  @Test func theListMovesOnAtMidnightWithoutAWrite() async throws {
    let store = makeCalendarStore()
    try store.add(title: "Call Ann", due: day("2025-03-15"))
    try store.add(title: "Later", due: day("2025-03-20"))
    let view = SpyListView()
    let presenter = await view.startedList(of: store, cycle: cycle, in: clock.tracker)
    // The watch asleep on the clock, from the day it started on.
    defer { presenter.stop() }
    #expect(await presenter.loadedRow(0, inSection: 0).dueText == "Tomorrow")
    #expect(presenter.title(ofSection: 1) == "Upcoming")
    wall.set("2025-03-15T00:00:01Z")
    await clock.advance(by: .seconds(31))
    #expect(await presenter.loadedRow(0, inSection: 0).dueText == "Today")
    #expect(presenter.title(ofSection: 1) == "Soon", "five days ahead now")
    #expect(try store.count() == 2)
  }

  @Test func anOpenDetailSaysTodayAfterMidnight() async throws {
    let store = makeCalendarStore()
    let item = try store.add(title: "Call Ann", due: day("2025-03-15"))
    let form = SpyEditorView()
    let presenter = form.connect(TodoDetailPresenter(item: store.detailItem(item.id), store: store))
    clock.tracker.withTracking { presenter.start() }
    // The watch asleep on the clock, from the day it started on.
    await clock.tracker.waitUntilIdle()
    #expect(form.today == day("2025-03-14"))
    wall.set("2025-03-15T00:00:01Z")
    await clock.advance(by: .seconds(31))
    #expect(form.today == day("2025-03-15"))
    presenter.stop()
  }

  /// The system's zone changes under a list left open (the user flew to Tokyo): within a
  /// minute the list asks the calendar to notice it, and moves on to the day it is there.
  @Test func theListMovesOnWhenTheTimeZoneChanges() async throws {
    let zone = Mutex(TimeZone(identifier: "UTC")!)
    let notices = Mutex(0)
    let wall = wall
    let calendar = TodoCalendar(
      following: {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone.withLock { $0 }
        return calendar
      }, now: { wall.now }, noticeZoneChange: { notices.withLock { $0 += 1 } })
    wall.set("2025-03-14T20:00:00Z")
    let store = makeStore(calendar: calendar, clock: clock)
    try store.add(title: "Call Ann", due: day("2025-03-15"))
    let view = SpyListView()
    let presenter = await view.startedList(of: store, cycle: cycle, in: clock.tracker)
    // The watch asleep on the clock, from the day it started on.
    defer { presenter.stop() }
    #expect(await presenter.loadedRow(0, inSection: 0).dueText == "Tomorrow")
    zone.withLock { $0 = TimeZone(identifier: "Asia/Tokyo")! }
    await clock.advance(by: TodoDayWatch.longestSleep)
    #expect(presenter.summary.today == day("2025-03-15"), "05:00 on the 15th in Tokyo")
    #expect(await presenter.loadedRow(0, inSection: 0).dueText == "Today")
    #expect(notices.withLock { $0 } >= 1)
  }

  @Test func theWatchSleepsUntilMidnightAtMostAMinute() {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let at = { (moment: String) in
      let date = ISO8601DateFormatter().date(from: moment)!
      return TodoDayWatch.sleep(untilDayAfter: TodoCalendar(calendar: calendar, now: { date }))
    }
    #expect(at("2025-03-14T23:59:30Z") == .seconds(30))
    #expect(at("2025-03-14T12:00:00Z") == .seconds(60))
    #expect(at("2025-03-14T23:59:59Z") == .seconds(1))
    #expect(at("2025-03-15T00:00:00Z") == .seconds(60))
  }
}
