import Testing

@testable import ThinTerminal

/// Parses `text`'s UTF-8 bytes in one read.
private func parse(_ text: String) -> [InputEvent] {
  var parser = InputParser()
  return parser.parse(Array(text.utf8))
}

@Suite struct InputParserTests {
  @Test func textBecomesOneKeyPerGrapheme() {
    #expect(parse("aZ9 ") == "aZ9 ".map { .key(.character($0)) })
    #expect(parse("é界🙂👍🏽🇫🇷") == ["é", "界", "🙂", "👍🏽", "🇫🇷"].map { .key(.character($0)) })
  }

  @Test func utf8SplitAcrossReadsWaitsForTheRest() {
    var parser = InputParser()
    let bytes = Array("界🙂".utf8)  // 3 + 4 bytes
    var events: [InputEvent] = []
    for byte in bytes { events += parser.parse([byte]) }
    #expect(events == [.key(.character("界")), .key(.character("🙂"))])
    #expect(!parser.hasPendingInput)
  }

  @Test func partialCharacterAfterTextStaysPending() {
    var parser = InputParser()
    #expect(parser.parse([0x61, 0xE7, 0x95]) == [.key(.character("a"))])
    #expect(parser.pendingBytes == [0xE7, 0x95])
    #expect(parser.parse([0x8C]) == [.key(.character("界"))])
  }

  /// Found by fuzzing: a CSI sequence longer than any we know was dropped in part when it came
  /// byte by byte (its end then typed as keys) and whole when it came in one read.
  @Test func anOverlongSequenceIsDroppedWholeHoweverItIsSplit() {
    let bytes =
      Array("\u{1B}[1;2".utf8) + Array(repeating: UInt8(ascii: "&"), count: 70)
      + Array("Rx".utf8)
    var byByte = InputParser()
    var events: [InputEvent] = []
    for byte in bytes {
      events += byByte.parse([byte])
      #expect(byByte.pendingBytes.count <= 72)
    }
    #expect(events == [.key(.character("x"))])
    #expect(parse(String(decoding: bytes, as: UTF8.self)) == [.key(.character("x"))])
    var inTwoReads = InputParser()
    let split = inTwoReads.parse(bytes[..<68]) + inTwoReads.parse(bytes[68...])
    #expect(split == [.key(.character("x"))])
  }

  @Test func anOverlongSequenceEndsAtAByteThatCannotContinueIt() {
    var parser = InputParser()
    let start = Array("\u{1B}[".utf8) + Array(repeating: UInt8(ascii: "1"), count: 70)
    #expect(parser.parse(start).isEmpty)
    #expect(parser.parse(Array("\u{1B}[A".utf8)) == [.key(.up)])
  }

  @Test func invalidUTF8IsDroppedWithoutLosingWhatFollows() {
    var parser = InputParser()
    #expect(
      parser.parse([0xFF, 0x61, 0xC0, 0xAF, 0x62, 0xE7, 0x63]) == "abc".map { .key(.character($0)) }
    )
    #expect(!parser.hasPendingInput)
  }

  @Test func enterTabBackspace() {
    #expect(parse("\r") == [.key(.enter)])
    #expect(parse("\n") == [.key(.enter)])
    #expect(parse("\t") == [.key(.tab)])
    #expect(parse("\u{7F}") == [.key(.backspace)])
    #expect(parse("\u{08}") == [.key(.backspace)])
    #expect(parse("\u{1B}[Z") == [.key(.tab, modifiers: .shift)])
  }

  @Test func controlLetters() {
    #expect(parse("\u{03}") == [.key(.character("c"), modifiers: .control)])
    #expect(
      parse("\u{01}\u{1A}") == [
        .key(.character("a"), modifiers: .control), .key(.character("z"), modifiers: .control),
      ])
    #expect(parse("\u{00}") == [.key(.character(" "), modifiers: .control)])
    #expect(parse("\u{1C}") == [.key(.character("\\"), modifiers: .control)])
  }

  @Test(arguments: [
    ("\u{1B}[A", Key.up), ("\u{1B}[B", .down), ("\u{1B}[C", .right), ("\u{1B}[D", .left),
    ("\u{1B}OA", .up), ("\u{1B}OD", .left),
    ("\u{1B}[H", .home), ("\u{1B}[F", .end), ("\u{1B}OH", .home), ("\u{1B}OF", .end),
    ("\u{1B}[1~", .home), ("\u{1B}[7~", .home), ("\u{1B}[4~", .end), ("\u{1B}[8~", .end),
    ("\u{1B}[2~", .insert), ("\u{1B}[3~", .delete), ("\u{1B}[5~", .pageUp),
    ("\u{1B}[6~", .pageDown),
    ("\u{1B}OP", .function(1)), ("\u{1B}OQ", .function(2)), ("\u{1B}OR", .function(3)),
    ("\u{1B}OS", .function(4)), ("\u{1B}[15~", .function(5)), ("\u{1B}[17~", .function(6)),
    ("\u{1B}[18~", .function(7)), ("\u{1B}[19~", .function(8)), ("\u{1B}[20~", .function(9)),
    ("\u{1B}[21~", .function(10)), ("\u{1B}[23~", .function(11)), ("\u{1B}[24~", .function(12)),
    ("\u{1B}[11~", .function(1)), ("\u{1B}[14~", .function(4)),
  ])
  func namedKeys(sequence: String, key: Key) {
    #expect(parse(sequence) == [.key(key)])
  }

  /// The Linux console's F1–F5 (`TERM=linux`) are `ESC [ [` and a letter: a whole key, not a
  /// dropped sequence and a stray letter typed into the field.
  @Test func linuxConsoleFunctionKeys() {
    #expect(parse("\u{1B}[[A\u{1B}[[E") == [.key(.function(1)), .key(.function(5))])
    #expect(parse("\u{1B}[[Zx") == [.key(.character("Z")), .key(.character("x"))])
    var parser = InputParser()
    #expect(parser.parse(Array("\u{1B}[[".utf8)) == [])
    #expect(parser.parse(Array("B".utf8)) == [.key(.function(2))])
  }

  @Test func modifierParameters() {
    #expect(parse("\u{1B}[1;5A") == [.key(.up, modifiers: .control)])
    #expect(parse("\u{1B}[1;2B") == [.key(.down, modifiers: .shift)])
    #expect(parse("\u{1B}[1;3C") == [.key(.right, modifiers: .alt)])
    #expect(parse("\u{1B}[1;8D") == [.key(.left, modifiers: [.shift, .alt, .control])])
    #expect(parse("\u{1B}[3;5~") == [.key(.delete, modifiers: .control)])
    #expect(parse("\u{1B}[1;2P") == [.key(.function(1), modifiers: .shift)])
    #expect(parse("\u{1B}[15;6~") == [.key(.function(5), modifiers: [.shift, .control])])
    #expect(parse("\u{1B}[1;9H") == [.key(.home, modifiers: .alt)])  // Meta reads as Alt
  }

  @Test func altWithKeys() {
    #expect(parse("\u{1B}x") == [.key(.character("x"), modifiers: .alt)])
    #expect(parse("\u{1B}Y") == [.key(.character("Y"), modifiers: .alt)])
    #expect(parse("\u{1B}é") == [.key(.character("é"), modifiers: .alt)])
    #expect(parse("\u{1B}\u{7F}") == [.key(.backspace, modifiers: .alt)])
    #expect(parse("\u{1B}\r") == [.key(.enter, modifiers: .alt)])
    #expect(parse("\u{1B}\u{03}") == [.key(.character("c"), modifiers: [.control, .alt])])
  }

  @Test func escapeAloneWaitsAndFlushesAsEscape() {
    var parser = InputParser()
    #expect(parser.parse([0x1B]) == [])
    #expect(parser.hasPendingInput)
    #expect(parser.flush() == [.key(.escape)])
    #expect(!parser.hasPendingInput)
  }

  @Test func escapeThenArrowInLaterReadIsTheArrow() {
    var parser = InputParser()
    #expect(parser.parse([0x1B]) == [])
    #expect(parser.parse(Array("[".utf8)) == [])
    #expect(parser.parse(Array("1;5".utf8)) == [])
    #expect(parser.parse(Array("A".utf8)) == [.key(.up, modifiers: .control)])
  }

  @Test func flushResolvesUnfinishedPrefixes() {
    var parser = InputParser()
    _ = parser.parse(Array("\u{1B}[".utf8))
    #expect(parser.flush() == [.key(.character("["), modifiers: .alt)])
    _ = parser.parse(Array("\u{1B}O".utf8))
    #expect(parser.flush() == [.key(.character("O"), modifiers: .alt)])
    _ = parser.parse(Array("\u{1B}[1;".utf8))
    #expect(parser.flush() == [])
    #expect(!parser.hasPendingInput)
  }

  @Test func doubleEscapeIsEscapeThenPending() {
    var parser = InputParser()
    #expect(parser.parse([0x1B, 0x1B]) == [.key(.escape)])
    #expect(parser.flush() == [.key(.escape)])
  }

  @Test func unknownAndMalformedSequencesKeepTheFollowingKeys() {
    #expect(parse("\u{1B}[99~a") == [.key(.character("a"))])
    #expect(parse("\u{1B}[?1;2cb") == [.key(.character("b"))])  // a device-attributes reply
    #expect(parse("\u{1B}[1 qc") == [.key(.character("c"))])  // intermediate byte
    #expect(parse("\u{1B}[1;\u{1B}[Ad") == [.key(.up), .key(.character("d"))])
    #expect(parse("\u{1B}[12\u{03}") == [.key(.character("c"), modifiers: .control)])
    #expect(
      parse("\u{1B}[\u{03}") == [
        .key(.character("["), modifiers: .alt), .key(.character("c"), modifiers: .control),
      ])
    #expect(parse("\u{1B}OZe") == [.key(.character("e"))])
    #expect(parse("\u{1B}[I\u{1B}[Of") == [.key(.character("f"))])  // focus reports
    #expect(parse("\u{1B}[M abg") == [.key(.character("g"))])  // X10 mouse
  }

  @Test func overlongSequenceIsDroppedNotBuffered() {
    var parser = InputParser()
    let long = "\u{1B}[" + String(repeating: "1;", count: 40)
    #expect(parser.parse(Array(long.utf8)) == [])
    #expect(parser.pendingBytes.isEmpty)
    // The next byte that can end a sequence ends this one; only then is input keys again.
    #expect(parser.parse(Array("m".utf8)) == [])
    #expect(parser.parse(Array("x".utf8)) == [.key(.character("x"))])
  }

  @Test func hugeNumbersDoNotOverflow() {
    #expect(parse("\u{1B}[99999999999999999999999;5A") == [.key(.up, modifiers: .control)])
    #expect(parse("\u{1B}[<0;99999999999999999999;3M").count == 1)
  }

  @Test func sequenceSplitAtEveryByteGivesTheSameEvents() {
    let input = "a\u{1B}[1;5A界\u{1B}[<0;3;4M\u{1B}[3~\u{1B}OP\u{1B}xz"
    let whole = parse(input)
    var parser = InputParser()
    var pieces: [InputEvent] = []
    for byte in input.utf8 { pieces += parser.parse([byte]) }
    #expect(pieces == whole)
    #expect(whole.count == 8)
  }

  /// Answers to `ESC [ 6 n` are taken apart from the keys around them; on the first row one
  /// reads like Shift-F3 and stays a key.
  @Test func cursorPositionReportsAreNotKeys() {
    var parser = InputParser()
    #expect(
      parser.parse(Array("a\u{1B}[2;5Rb\u{1B}[12;1R".utf8)) == "ab".map { .key(.character($0)) })
    #expect(parser.takePositionReports() == [Point(x: 4, y: 1), Point(x: 0, y: 11)])
    #expect(parser.takePositionReports().isEmpty)
    #expect(parser.parse(Array("\u{1B}[1;2R".utf8)) == [.key(.function(3), modifiers: .shift)])
    #expect(parser.takePositionReports().isEmpty)
  }
}
