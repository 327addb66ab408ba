/// Graphemes the checks draw and type: the ones terminals disagree on (the emoji), wide,
/// combining and narrow ones, and characters no view should ever pass to a terminal.
enum FuzzGraphemes {
  /// Whole graphemes, none of which joins the one before or after it.
  static let text: [String] = [
    "a", "Z", "7", " ", "~", "é", "e\u{301}", "界", "한", "ｱ", "—", "…", "─", "•", "🙂", "❤️",
    "⚠️", "👍🏽", "👩‍👩‍👧‍👦", "🏳️‍🌈", "🇫🇷", "1️⃣", "🏴󠁧󠁢󠁳󠁣󠁴󠁿", "✓",
  ]

  /// Characters that are no grapheme to show: controls, lone marks, joiners and modifiers.
  static let hostile: [Character] = [
    "\u{1B}", "\u{7}", "\u{7F}", "\u{85}", "\u{301}", "\u{FE0F}", "\u{200D}", "\u{1F3FD}",
    "\u{200B}", "\r\n", "\t",
  ]

  /// What a cell may hold besides: a lone regional indicator too.
  static let hostileCells: [Character] = hostile + ["\u{1F1EB}"]
}
