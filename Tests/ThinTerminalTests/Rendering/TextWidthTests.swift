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

  /// Clusters terminals draw scalar by scalar, with the columns tmux 3.3a gave each (the column
  /// its cursor position report named after printing it at column 0): a column per consonant of
  /// a conjunct and per spacing vowel sign, none for a virama, a lone joiner or a Hangul vowel.
  @Test(arguments: [
    ("क्ष", 2), ("त्रि", 3), ("स्ते", 2), ("प्रा", 3), ("दुः", 2), ("a\u{200D}", 1), ("न्\u{200D}", 1),
    ("น้ำ", 2), ("ที่", 1), ("மி", 2), ("ழ்", 1), ("கொ", 2), ("\u{1112}\u{1161}\u{11AB}", 2),
    ("a\u{FE0F}", 1),
  ])
  func columnsOfAClusterTerminalsDrawScalarByScalar(text: String, columns: Int) {
    #expect(text.count == 1)
    #expect(TextWidth.columns(of: Character(text)) == columns)
  }

  @Test(arguments: [
    ("नमस्ते दुनिया", 10), ("क्षत्रिय", 6), ("a\u{200D}b", 2), ("ภาษาไทย", 7), ("தமிழ்", 4),
    ("\u{1112}\u{1161}\u{11AB}\u{1100}\u{1173}\u{11AF}", 4),
  ])
  func columnsOfWordsAsTmuxDrawsThem(text: String, columns: Int) {
    #expect(TextWidth.columns(of: text) == columns)
  }

  /// A frame's cells hold what a terminal draws in each: a conjunct's consonants apart, an
  /// emoji sequence whole.
  @Test func cellPartsAreTheTerminalsCells() {
    func parts(_ text: String) -> [String] {
      GraphemeCells.parts(of: Character(text)).map(String.init)
    }
    #expect(parts("क्ष") == ["क्", "ष"])
    #expect(parts("त्रि") == ["त्", "र", "ि"])
    #expect(parts("a\u{200D}") == ["a\u{200D}"])
    #expect(parts("👩‍👩‍👧‍👦") == ["👩‍👩‍👧‍👦"])
    #expect(parts("\u{1112}\u{1161}\u{11AB}") == ["\u{1112}\u{1161}\u{11AB}"])
    var buffer = CellBuffer(size: Size(width: 8, height: 1))
    #expect(buffer.draw("क्षत्रिय", at: .zero, foreground: .white) == 6)
    #expect(buffer.line(0) == "क्षत्रिय  ")
    #expect(buffer[1, 0].character == "ष")
  }

  @Test func prefixKeepsWideGraphemesWhole() {
    #expect(TextWidth.prefix(of: "a界🙂b", fitting: 2) == "a")
    #expect(TextWidth.prefix(of: "a界🙂b", fitting: 3) == "a界")
    #expect(TextWidth.prefix(of: "a界🙂b", fitting: 10) == "a界🙂b")
    #expect(TextWidth.prefix(of: "abc", fitting: 0) == "")
  }
  /// The emoji property is asked only where Unicode has emoji: a scalar outside those ranges
  /// must have neither Emoji nor Emoji_Presentation, whatever the toolchain's Unicode version.
  @Test func noEmojiOutsideTheRangesThatMayHoldOne() {
    var missed: [String] = []
    for value in UInt32(0)...0x10FFFF where !TextWidth.mayBeEmoji(value) {
      guard let scalar = Unicode.Scalar(value) else { continue }
      if scalar.properties.isEmoji || scalar.properties.isEmojiPresentation {
        missed.append(String(value, radix: 16))
      }
    }
    #expect(missed.isEmpty, "emoji outside the ranges: \(missed.prefix(20))")
  }

  /// A grapheme of one scalar takes the shortcut; it must give what the whole path gives, for
  /// every scalar of the planes text uses and the tags.
  @Test func aLoneScalarsWidthAndKindAreThoseOfTheWholePath() {
    var differing: [String] = []
    for value in Array(UInt32(0x80)...0x1FFFF) + Array(0xE0000...0xE01EF) {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let character = Character(scalar)
      let scalars = character.unicodeScalars
      if TextWidth.columns(of: character) != TextWidth.columns(of: scalars, first: scalar)
        || DisputedWidth.of(character) != DisputedWidth.of(scalars, first: scalar)
      {
        differing.append(String(value, radix: 16))
      }
    }
    #expect(differing.isEmpty, "shortcut differs for \(differing.prefix(20))")
  }

  @Test func singleByteIsTheByteOfOneByteCharactersOnly() {
    #expect(Character("a").singleByte == 0x61)
    #expect(Character("\u{7}").singleByte == 0x07)
    #expect(Character("\r\n").singleByte == nil)
    #expect(Character("é").singleByte == nil)
    #expect(TextWidth.columns(of: Character("\r\n")) == 0)
    #expect(DisputedWidth.of("\r\n") == nil)
  }
}
