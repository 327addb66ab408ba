/// The keyboard model of a due-date field: step the day with `+` and `-`, or type it as
/// `YYYY-MM-DD` (the dashes come by themselves), and erase it with Backspace.
///
/// - `+` (or `=`, its unshifted key) and `-` move the day by one, from today when there is none.
/// - Digits start typing a new day; after the eighth, a real day is taken at once, a
///   non-existent one (2025-02-30) stays typed and ``isInvalid``. While typing, a `-` is the
///   separator the user typed out of habit, not a step.
/// - Backspace deletes the last digit, turning a day back into typing; erasing the last digit
///   leaves no due day ("someday").
/// - ``commit()`` (leaving the field, Return) drops an unfinished or invalid day and keeps the
///   last good one; it reports the refusal so the field can shake.
public struct DueDateEntry: Hashable, Sendable {
  /// The due day; nil for none.
  public private(set) var day: CalendarDay?
  /// The digits typed so far, while typing.
  private var typed: String?

  public init(day: CalendarDay? = nil) {
    self.day = day
  }

  /// Whether the user is typing a day.
  public var isTyping: Bool { typed != nil }

  /// Eight digits typed that make no day.
  public var isInvalid: Bool { typed?.count == 8 }

  /// What the field shows: the typed digits with their dashes, else the day, else "".
  public var text: String {
    guard let typed else { return day?.description ?? "" }
    var text = ""
    for (index, digit) in typed.enumerated() {
      if index == 4 || index == 6 { text.append("-") }
      text.append(digit)
    }
    return text
  }

  /// Handles one typed character; false when it means nothing here.
  public mutating func type(_ character: Character, today: CalendarDay) -> Bool {
    switch character {
    case "+", "=":
      step(days: 1, today: today)
    case "-" where isTyping:
      break
    case "-":
      step(days: -1, today: today)
    case let digit where digit.isASCII && digit.isNumber:
      var digits = typed ?? ""
      guard digits.count < 8 else { return true }
      digits.append(digit)
      typed = digits
      if digits.count == 8, let parsed = CalendarDay(text) {
        day = parsed
        typed = nil
      }
    default:
      return false
    }
    return true
  }

  /// Moves the day by `days`, from today when there is none; abandons any typing.
  public mutating func step(days: Int, today: CalendarDay) {
    typed = nil
    day = (day ?? today).adding(days: days)
  }

  /// Deletes the last digit; the last one gone, there is no due day.
  public mutating func deleteBackward() {
    var digits = typed ?? day.map { $0.description.filter(\.isNumber) } ?? ""
    guard !digits.isEmpty else { return }
    digits.removeLast()
    if digits.isEmpty {
      typed = nil
      day = nil
    } else {
      typed = digits
    }
  }

  /// No due day.
  public mutating func clear() {
    typed = nil
    day = nil
  }

  /// Ends typing. True when nothing was refused; false when an unfinished or invalid day was
  /// dropped for the last good one.
  public mutating func commit() -> Bool {
    guard isTyping else { return true }
    typed = nil
    return false
  }
}
