import Testing

@testable import ThinTerminal

@Suite struct TextWidthTests {
  @Test(arguments: [
    ("a", 1), (" ", 1), ("\t", 0), ("\u{1B}", 0), ("é", 1), ("e\u{301}", 1), ("ｱ", 1), ("✓", 1),
    ("—", 1), ("☺", 1), ("界", 2), ("한", 2), ("Ａ", 2), ("🙂", 2), ("❤️", 2), ("🇫🇷", 2),
    ("👨‍👩‍👧", 2), ("👍🏽", 2), ("\u{200B}", 0), ("🏳", 1), ("🌡", 1), ("🏳️‍🌈", 2),
  ])
  func columnsOfOneGrapheme(text: String, columns: Int) {
    #expect(TextWidth.columns(of: Character(text)) == columns)
  }

  @Test func prefixKeepsWideGraphemesWhole() {
    #expect(TextWidth.prefix(of: "a界🙂b", fitting: 2) == "a")
    #expect(TextWidth.prefix(of: "a界🙂b", fitting: 3) == "a界")
    #expect(TextWidth.prefix(of: "a界🙂b", fitting: 10) == "a界🙂b")
    #expect(TextWidth.prefix(of: "abc", fitting: 0) == "")
  }
}
