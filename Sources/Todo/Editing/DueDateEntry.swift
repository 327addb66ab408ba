/// The keyboard model of a due-date field: step the day with `+` and `-`, or type it as
/// `YYYY-MM-DD` (the dashes come by themselves), and erase it with Backspace.
///
/// - `+` (or `=`, its unshifted key) and `-` move the day by one, from today when there is none.
/// - Digits start typing a new day; the eighth makes it the day when it exists (a non-existent
///   one, 2025-02-30, is ``isInvalid``). While typing, a `-` is the separator the user typed out
///   of habit, not a step.
/// - Eight digits fill the field: a ninth is refused (`type` returns false, the field shakes),
///   so that the rest of a day typed over a whole one never starts another day unseen. To type
///   another day, erase digits with Backspace or clear with Delete.
/// - Backspace deletes the last digit, turning a day back into typing; erasing the last digit
///   leaves no due day ("someday").
///
/// What is saved is always a whole day the field showed: ``day`` is the last one, and typing
/// that does not make one (``isUnfinished``) never changes it. ``commit()`` (leaving the field)
/// drops such typing for that day and reports the refusal so that the field can shake.
public struct DueDateEntry: Hashable, Sendable {
  /// The due day: the last whole day shown; nil for none.
  public private(set) var day: CalendarDay?
  /// The digits typed so far, while typing.
  private var typed: String?

  public init(day: CalendarDay? = nil) {
    self.day = day
  }

  /// Whether the user is typing a day (until ``commit()``, a step or ``clear()``).
  public var isTyping: Bool { typed != nil }

  /// Eight digits typed that make no day.
  public var isInvalid: Bool { typed?.count == 8 && typedDay == nil }

  /// Typing that does not make a whole day: too few digits, or a day that does not exist.
  public var isUnfinished: Bool { isTyping && typedDay == nil }

  /// What the field shows: the typed digits with their dashes, else the day, else "".
  public var text: String {
    guard let typed else { return day?.description ?? "" }
    return Self.dashed(typed)
  }

  /// Handles one typed character; false when it is refused (it means nothing here, or the
  /// field is full).
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
      guard digits.count < 8 else { return false }
      digits.append(digit)
      typed = digits
      if let whole = typedDay { day = whole }
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

  /// Ends typing. True when nothing was refused; false when unfinished typing was dropped for
  /// the last whole day.
  public mutating func commit() -> Bool {
    let finished = !isUnfinished
    typed = nil
    return finished
  }

  /// The typed digits as a day, when they make one.
  private var typedDay: CalendarDay? {
    typed.flatMap { CalendarDay(Self.dashed($0)) }
  }

  /// `digits` with the dashes of `YYYY-MM-DD` after the year and the month.
  private static func dashed(_ digits: String) -> String {
    var text = ""
    for (index, digit) in digits.enumerated() {
      if index == 4 || index == 6 { text.append("-") }
      text.append(digit)
    }
    return text
  }
}
