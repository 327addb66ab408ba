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
    let whole = typing("20250401")
    #expect(whole.day == day("2025-04-01"))
    #expect(whole.isTyping == false)
    #expect(whole.text == "2025-04-01")
    // Dashes typed out of habit are the separators, not "a day earlier".
    #expect(typing("2025-04-01").day == day("2025-04-01"))
  }

  @Test func aDayThatDoesNotExistIsInvalidAndDroppedOnCommit() {
    var entry = typing("20250230", into: DueDateEntry(day: day("2025-03-20")))
    #expect(entry.isInvalid)
    #expect(entry.text == "2025-02-30")
    let tookNinth = entry.type("9", today: today)
    #expect(tookNinth)
    #expect(entry.text == "2025-02-30", "no ninth digit")
    let refused = !entry.commit()
    #expect(refused)
    #expect(entry.day == day("2025-03-20"))
    #expect(entry.text == "2025-03-20")
    let accepted = entry.commit()
    #expect(accepted)
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
