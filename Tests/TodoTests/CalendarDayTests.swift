import Testing

@testable import Todo

@Suite struct CalendarDayTests {
  @Test func readsAndWritesISOText() throws {
    let day = try #require(CalendarDay("2024-02-29"))
    #expect((day.year, day.month, day.day) == (2024, 2, 29))
    #expect(day.description == "2024-02-29")
    #expect(CalendarDay(year: 7, month: 3, day: 1)?.description == "0007-03-01")
  }

  @Test(arguments: [
    "2025-02-29", "2025-13-01", "2025-00-10", "2025-04-31", "0000-01-01", "2025-1-01",
    "20250101", "2025-01-01T", "abcd-ef-gh", "２０２５-01-01", "", "-2025-01-01",
  ])
  func refusesTextThatIsNoDay(text: String) {
    #expect(CalendarDay(text) == nil)
  }

  @Test func countsAcrossMonthsYearsAndLeapDays() {
    #expect(day("2024-12-31").adding(days: 1) == day("2025-01-01"))
    #expect(day("2025-01-01").adding(days: -1) == day("2024-12-31"))
    #expect(day("2024-02-28").adding(days: 1) == day("2024-02-29"))
    #expect(day("2025-02-28").adding(days: 1) == day("2025-03-01"))
    #expect(day("2100-02-28").adding(days: 1) == day("2100-03-01"))
    #expect(day("2000-02-28").adding(days: 1) == day("2000-02-29"))
    #expect(day("2025-03-14").adding(days: 365) == day("2026-03-14"))
    #expect(day("2024-03-01").days(to: day("2025-03-01")) == 365)
    #expect(day("2024-01-01").days(to: day("2025-01-01")) == 366)
    #expect(day("1970-01-01").dayNumber == 0)
    #expect(day("2025-03-14").days(to: day("2025-03-10")) == -4)
  }

  @Test func staysWithinItsYearsWhenPushedPastThem() {
    #expect(day("9999-12-31").adding(days: 10) == day("9999-12-31"))
    #expect(day("0001-01-01").adding(days: -10) == day("0001-01-01"))
    #expect(day("0001-01-01").adding(days: Int.max / 2) == day("9999-12-31"))
  }

  @Test func ordersAsItsTextDoes() {
    let days = ["2025-03-14", "2024-12-31", "2025-01-02", "2025-03-02"].map { day($0) }
    #expect(days.sorted().map(\.description) == days.map(\.description).sorted())
  }
}
