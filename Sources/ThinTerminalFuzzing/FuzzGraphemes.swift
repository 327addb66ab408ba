/// Graphemes the checks draw and type: the ones terminals disagree on (the emoji), wide,
/// combining and narrow ones, and characters no view should ever pass to a terminal.
enum FuzzGraphemes {
  /// Whole graphemes, none of which joins the one before or after it.
  static let text: [String] = [
    "a", "Z", "7", " ", "~", "é", "e\u{301}", "界", "한", "ｱ", "—", "…", "─", "•", "🙂", "❤️",
    "⚠️", "👍🏽", "👩‍👩‍👧‍👦", "🏳️‍🌈", "🇫🇷", "1️⃣", "🏴󠁧󠁢󠁳󠁣󠁴󠁿", "✓",
    // Clusters terminals draw scalar by scalar: Devanagari conjuncts and a vowel sign, letters
    // before a lone joiner, Thai and Tamil vowel signs, a Hangul syllable written as jamo. None
    // ends in a virama and a joiner (`न्` ZWJ), which joins the consonant after it (GB9c):
    // `words` has that one.
    "क्ष", "त्रि", "स्ते", "नि", "a\u{200D}", "न\u{200D}", "น้ำ", "มี", "மி", "ழ்",
    "\u{1112}\u{1161}\u{11AB}",
  ]

  /// Words in scripts whose clusters terminals draw scalar by scalar: Devanagari (conjuncts
  /// under GB9c), a lone joiner between letters, Thai, Tamil, Hangul written as jamo.
  static let words: [String] = [
    "नमस्ते दुनिया", "क्षत्रिय", "a\u{200D}b", "ภาษาไทย น้ำ", "தமிழ் கொ",
    "\u{1112}\u{1161}\u{11AB}\u{1100}\u{1173}\u{11AF}", "क्\u{200D}ष",
  ]

  /// Characters that are no grapheme to show: controls, lone marks, joiners and modifiers.
  static let hostile: [Character] = [
    "\u{1B}", "\u{7}", "\u{7F}", "\u{85}", "\u{301}", "\u{FE0F}", "\u{200D}", "\u{1F3FD}",
    "\u{200B}", "\r\n", "\t",
  ]

  /// What a cell may hold besides: a lone regional indicator too.
  static let hostileCells: [Character] = hostile + ["\u{1F1EB}"]
}
