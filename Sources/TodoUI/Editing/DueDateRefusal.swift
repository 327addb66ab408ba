import Todo

/// Why a due-date field refused what was typed, in the words its form row shows.
enum DueDateRefusal {
  /// A key that means nothing in a day.
  case notADigit
  /// A ninth digit: the day is whole already.
  case full
  /// Eight digits that make no day ("2025-02-30").
  case noSuchDay(String)
  /// Typing left unfinished when the field lost focus: the last whole day (or none) stays.
  case dropped(String, kept: CalendarDay?)
  /// Typing a form will not save.
  case unfinished

  var sentence: String {
    switch self {
    case .notADigit: "Type digits (YYYY-MM-DD), or + and -"
    case .full: "The day is complete: Backspace to change it"
    case .noSuchDay(let typed): "\(typed) is not a day"
    case .dropped(let typed, let kept):
      "\(typed) is unfinished: \(kept.map { "kept \($0)" } ?? "no date kept")"
    case .unfinished: "Type a whole day (YYYY-MM-DD) or Delete"
    }
  }
}
