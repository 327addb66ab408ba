import Testing

@testable import Todo

@Suite struct DueDateEntryTests {
  private let today = day("2025-03-14")

  private func typing(_ keys: String, into entry: DueDateEntry = DueDateEntry()) -> DueDateEntry {
    var entry = entry
    for key in keys { _ = entry.type(key, today: today) }
    return entry
  }

  @Test func plusAndMinusStepFromTodayWhenThereIsNoDay() {
    #expect(typing("+").day == day("2025-03-15"))
    #expect(typing("-").day == day("2025-03-13"))
    #expect(typing("+++-").day == day("2025-03-16"))
    #expect(typing("=", into: DueDateEntry(day: day("2024-12-31"))).day == day("2025-01-01"))
  }

  @Test func typedDigitsGetTheirDashesAndBecomeTheDay() {
    let partial = typing("202504")
    #expect(partial.text == "2025-04")
    #expect(partial.isTyping)
    #expect(partial.day == nil)
    #expect(partial.isUnfinished)
    let whole = typing("20250401")
    #expect(whole.day == day("2025-04-01"))
    #expect(whole.isUnfinished == false)
    #expect(whole.text == "2025-04-01")
    // Dashes typed out of habit are the separators, not "a day earlier".
    #expect(typing("2025-04-01").day == day("2025-04-01"))
  }

  @Test func aDayThatDoesNotExistIsInvalidAndDroppedOnCommit() {
    var entry = typing("20250230", into: DueDateEntry(day: day("2025-03-20")))
    #expect(entry.isInvalid)
    #expect(entry.text == "2025-02-30")
    #expect(entry.isUnfinished)
    let tookNinth = entry.type("9", today: today)
    #expect(!tookNinth, "a ninth digit is refused")
    #expect(entry.text == "2025-02-30")
    let refused = !entry.commit()
    #expect(refused)
    #expect(entry.day == day("2025-03-20"))
    #expect(entry.text == "2025-03-20")
    let accepted = entry.commit()
    #expect(accepted)
  }

  /// A day typed over a whole one, after a Backspace: the eighth digit makes a day and the
  /// rest is refused, key by key, instead of starting another day unseen ("0261-12-3").
  @Test func digitsAfterAWholeTypedDayAreRefused() {
    var entry = DueDateEntry(day: day("2026-11-25"))
    entry.deleteBackward()
    #expect(entry.text == "2026-11-2")
    let taken = "2026-11-23".map { entry.type($0, today: today) }
    #expect(taken == [true, false, false, false, true, false, false, true, false, false])
    #expect(entry.text == "2026-11-22")
    #expect(entry.day == day("2026-11-22"))
    #expect(!entry.isUnfinished)
    let accepted = entry.commit()
    #expect(accepted)
    #expect(entry.day == day("2026-11-22"))
  }

  /// Typing that makes no whole day never changes the day: it stays the one shown before, and
  /// a commit drops the typing for it.
  @Test func unfinishedTypingKeepsThePreviousDay() {
    var entry = typing("2025112", into: DueDateEntry(day: day("2025-03-20")))
    #expect(entry.text == "2025-11-2")
    #expect(entry.isUnfinished)
    #expect(!entry.isInvalid)
    #expect(entry.day == day("2025-03-20"))
    let refused = !entry.commit()
    #expect(refused)
    #expect(entry.day == day("2025-03-20"))
    #expect(entry.text == "2025-03-20")

    var fromNone = typing("2025")
    #expect(fromNone.day == nil)
    let refusedFromNone = !fromNone.commit()
    #expect(refusedFromNone)
    #expect(fromNone.day == nil)
    #expect(fromNone.text == "")
  }

  @Test func backspaceErasesDigitByDigitDownToNoDay() {
    var entry = DueDateEntry(day: day("2025-04-01"))
    entry.deleteBackward()
    #expect(entry.text == "2025-04-0")
    for _ in 0..<6 { entry.deleteBackward() }
    #expect(entry.text == "2")
    entry.deleteBackward()
    #expect(entry.day == nil)
    #expect(entry.text == "")
    #expect(entry.isTyping == false)
    entry.deleteBackward()
    #expect(entry.day == nil)
  }

  @Test func otherKeysAreNotTaken() {
    var entry = DueDateEntry(day: day("2025-04-01"))
    let tookLetter = entry.type("x", today: today)
    let tookArabicDigit = entry.type("٣", today: today)
    #expect(!tookLetter)
    #expect(!tookArabicDigit)
    #expect(entry.day == day("2025-04-01"))
    entry.clear()
    #expect(entry.day == nil)
  }
}
