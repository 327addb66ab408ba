import Foundation
import ThinKit

/// Tells its owner when the day changes without anything being written: at local midnight,
/// and within a minute of the wall clock being set to another day or of the system's time zone
/// changing (``TodoCalendar/current`` follows it). Left open overnight, "Today", "Tomorrow"
/// and the sections move on by themselves.
///
/// It wakes at the next midnight by the calendar, or after a minute if that comes first, and
/// compares the day with the last one it reported; an idle list wakes once a minute at most.
/// Time is the injected clock's and the calendar's, so tests cross midnight at once.
@MainActor
final class TodoDayWatch {
  /// The longest sleep: how late a wall clock set to another day is noticed.
  nonisolated static let longestSleep = Duration.seconds(60)

  private var task: Task<Void, Never>?

  /// Starts watching from `calendar.today`; `onChange` receives each new day.
  init(
    calendar: TodoCalendar, clock: any Clock<Duration>,
    onChange: @escaping @MainActor (CalendarDay) -> Void
  ) {
    // The day shown is the one of now, not of whenever the task first runs.
    var shown = calendar.today
    task = Task.tracked("the day watch") { [calendar, clock] in
      while !Task.isCancelled {
        do {
          try await clock.sleep(for: Self.sleep(untilDayAfter: calendar))
        } catch {
          return
        }
        calendar.noticeZoneChange()
        let today = calendar.today
        guard today != shown else { continue }
        shown = today
        onChange(today)
      }
    }
  }

  isolated deinit {
    task?.cancel()
  }

  /// Stops watching.
  func cancel() {
    task?.cancel()
    task = nil
  }

  /// How long until the next midnight of `calendar`, at most ``longestSleep``, and never less
  /// than a second, so a clock standing on midnight cannot spin.
  nonisolated static func sleep(untilDayAfter calendar: TodoCalendar) -> Duration {
    let now = calendar.now()
    let start = calendar.calendar.startOfDay(for: now)
    guard let midnight = calendar.calendar.date(byAdding: .day, value: 1, to: start) else {
      return longestSleep
    }
    let seconds = midnight.timeIntervalSince(now)
    return min(longestSleep, max(.seconds(1), .milliseconds(Int64((seconds * 1000).rounded(.up)))))
  }
}
