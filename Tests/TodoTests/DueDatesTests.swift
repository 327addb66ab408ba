import Foundation
import Testing

@testable import Todo

/// Today, sections and relative dates, all by calendar day on a fixed calendar.
@Suite struct DueDatesTests {
  @Test func relativeTextCountsCalendarDays() {
    let today = day("2025-03-14")
    let texts = [-3, -1, 0, 1, 4, 10].map {
      RelativeDay.text(for: today.adding(days: $0), today: today)
    }
    #expect(texts == ["3 days ago", "Yesterday", "Today", "Tomorrow", "In 4 days", "In 10 days"])
  }

  @Test func relativeTextAcrossMonthAndYearEnds() {
    #expect(RelativeDay.text(for: day("2025-01-01"), today: day("2024-12-31")) == "Tomorrow")
    #expect(RelativeDay.text(for: day("2024-12-29"), today: day("2025-01-01")) == "3 days ago")
    #expect(RelativeDay.text(for: day("2024-03-01"), today: day("2024-02-28")) == "In 2 days")
    #expect(RelativeDay.text(for: day("2025-03-01"), today: day("2025-02-28")) == "Tomorrow")
    #expect(RelativeDay.text(for: day("2025-05-02"), today: day("2025-04-28")) == "In 4 days")
  }

  @Test func todayIsTheCalendarsDayNotUTCs() {
    // 23:30 UTC on the 14th is already the 15th in Tokyo and still the 14th in New York.
    let moment = "2025-03-14T23:30:00Z"
    #expect(TodoCalendar.fixed(at: moment, timeZone: "Asia/Tokyo").today == day("2025-03-15"))
    #expect(TodoCalendar.fixed(at: moment, timeZone: "America/New_York").today == day("2025-03-14"))
    #expect(TodoCalendar.fixed(at: "2024-12-31T23:59:59Z").today == day("2024-12-31"))
    #expect(
      TodoCalendar.fixed(at: "2024-12-31T23:30:00Z", timeZone: "Europe/Berlin").today
        == day("2025-01-01"))
  }

  @Test func daylightSavingChangesDoNotShiftDays() {
    // Berlin springs forward on 2025-03-30 (a 23-hour day) and falls back on 2025-10-26
    // (a 25-hour day): just after midnight and just before the next one are the same day.
    let spring = ["2025-03-29T23:05:00Z", "2025-03-30T21:55:00Z"].map {
      TodoCalendar.fixed(at: $0, timeZone: "Europe/Berlin").today
    }
    #expect(spring == [day("2025-03-30"), day("2025-03-30")])
    let autumn = ["2025-10-25T22:05:00Z", "2025-10-26T22:55:00Z"].map {
      TodoCalendar.fixed(at: $0, timeZone: "Europe/Berlin").today
    }
    #expect(autumn == [day("2025-10-26"), day("2025-10-26")])
    // The day before the change, an item due the day after it is still "In 2 days".
    let saturday = TodoCalendar.fixed(at: "2025-03-29T12:00:00Z", timeZone: "Europe/Berlin")
    #expect(RelativeDay.text(for: day("2025-03-31"), today: saturday.today) == "In 2 days")
  }

  @Test func sectionsByDaysAhead() {
    let today = day("2025-12-29")
    let sections = [-40, -1, 0, 2, 3, 5, 6, 300].map {
      TodoSection(due: today.adding(days: $0), today: today)
    }
    #expect(sections == [.now, .now, .now, .now, .soon, .soon, .upcoming, .upcoming])
    #expect(TodoSection(due: nil, today: today) == .someday)
    #expect(TodoSection.allCases.map(\.title) == ["Now", "Soon", "Upcoming", "Someday"])
    // Across the year's end: 2026-01-01 is three days after 2025-12-29.
    #expect(TodoSection(due: day("2026-01-01"), today: today) == .soon)
    #expect(TodoSection(due: day("2026-01-04"), today: today) == .upcoming)
  }
}
