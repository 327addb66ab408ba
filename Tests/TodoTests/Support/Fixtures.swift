import Foundation
import Testing
import ThinKit

@testable import Todo

/// A day from its `YYYY-MM-DD` text; the test fails if there is no such day.
func day(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> CalendarDay {
  guard let day = CalendarDay(text) else {
    Issue.record("no such day: \(text)", sourceLocation: sourceLocation)
    return CalendarDay(year: 2000, month: 1, day: 1)!
  }
  return day
}

extension TodoCalendar {
  /// The Gregorian calendar in `timeZone`, stopped at the ISO 8601 moment `moment`
  /// ("2025-03-14T12:00:00Z").
  static func fixed(at moment: String, timeZone: String = "UTC") -> TodoCalendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: timeZone)!
    let date = ISO8601DateFormatter().date(from: moment)!
    return TodoCalendar(calendar: calendar, now: { date })
  }
}

/// A store on a new database (in memory unless told), on a calendar stopped at noon on
/// 2025-03-14 (UTC), with a test clock that only moves when a test advances it.
func makeStore(
  _ location: TodoDatabaseLocation = .inMemory,
  calendar: TodoCalendar = .fixed(at: "2025-03-14T12:00:00Z"),
  clock: any Clock<Duration> = ManualClock()
) -> TodoStore {
  TodoStore(
    database: TodoDatabase(location: location), calendar: calendar, clock: clock)
}

/// A folder of its own for one test, removed when the test ends.
final class TemporaryDirectory {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("todo-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  func path(_ name: String) -> String { url.appendingPathComponent(name).path }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }
}

/// The summaries `store` sees, as a stream a test awaits; the continuation ends it (a test
/// whose wait is bounded), the observation stops it: for changes made by another connection,
/// which arrive off the test.
@MainActor
func summaries(of store: TodoStore) throws -> (
  stream: AsyncStream<TodoListSummary>,
  continuation: AsyncStream<TodoListSummary>.Continuation, observation: TodoObservation
) {
  let (summaries, continuation) = AsyncStream.makeStream(of: TodoListSummary.self)
  let observation = try store.observeSummary(
    cycle: UpdateCycle.main, onError: { Issue.record($0) },
    onChange: { continuation.yield($0) })
  return (summaries, continuation, observation)
}

extension TodoStore {
  /// The task `id` as the list hands it to its detail, read here at once: a test's read.
  func detailItem(_ id: UUID) -> TodoDetailItem {
    TodoDetailItem(id: id, read: Result { () throws(TodoStoreError) in try storedItem(id: id) })
  }
}
