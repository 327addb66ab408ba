import Testing

@testable import ThinTerminal

/// The quick check that lets typed text skip regrouping: whenever it says two graphemes side by
/// side join nothing, Swift's own grapheme breaking agrees.
@Suite struct TextFieldGraphemeTests {
  static let graphemes: [String] = [
    "a", "Z", " ", "~", "é", "e\u{301}", "界", "ｱ", "\u{FF9E}", "—", "✓", "क", "क्", "क्ष",
    "ष", "\u{94D}", "न्\u{200D}", "\u{200D}", "a\u{200D}", "\u{200C}", "👩", "👩\u{200D}", "🌈",
    "\u{1F3FD}", "👍🏽", "🇫", "🇫🇷", "\u{1100}", "\u{1161}", "\u{11AB}", "한", "가", "ก", "\u{E33}",
    "\u{E49}", "\u{600}", "\u{FE0F}", "❤️", "\u{2764}", "\u{1F3F3}", "\u{E0067}", "மி", "\u{BBF}",
  ]

  @Test func aPairItSaysJoinsNothingStaysTwoGraphemes() {
    for first in Self.graphemes {
      for second in Self.graphemes {
        let pair = [Character(first), Character(second)]
        guard TextField.joinsNothing(pair[...]) else { continue }
        #expect(String(pair).count == 2, "\(first.debugDescription) + \(second.debugDescription)")
      }
    }
  }

  @Test func typedTextOfPlainWordsNeedsNoRegrouping() {
    #expect(TextField.joinsNothing(Array("john doe 界 ❤️ 👍🏽 ok")[...]))
    #expect(!TextField.joinsNothing(["e", "\u{301}"]))
    #expect(!TextField.joinsNothing(["क्", "ष"]))
  }
}
