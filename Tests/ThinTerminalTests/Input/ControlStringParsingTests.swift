import Testing

@testable import ThinTerminal

/// Parses `text`'s UTF-8 bytes in one read, then as if the input paused.
private func parseAndFlush(_ text: String) -> [InputEvent] {
  var parser = InputParser()
  return parser.parse(Array(text.utf8)) + parser.flush()
}

private func keys(_ text: String) -> [InputEvent] {
  text.map { .key(.character($0)) }
}

private func alt(_ character: Character) -> InputEvent {
  .key(.character(character), modifiers: .alt)
}

/// A terminal's answer to "what is the background colour?", ended by ST.
private let colourAnswer = "\u{1B}]11;rgb:1e1e/1e1e/1e1e\u{1B}\\"

/// OSC, DCS, APC, PM and SOS strings (a terminal's answers to queries) never become keys; an
/// unfinished one at a pause was Alt-] (or Alt-P, Alt-_, Alt-^, Alt-X) and the keys after it.
@Suite struct ControlStringParsingTests {
  @Test func anOSCEndedByBELIsDropped() {
    #expect(parseAndFlush("\u{1B}]52;c;aGVsbG8=\u{7}") == [])
    #expect(parseAndFlush("\u{1B}]0;title\u{7}x") == keys("x"))
  }

  @Test func anOSCEndedBySTIsDropped() {
    #expect(parseAndFlush(colourAnswer) == [])
    #expect(parseAndFlush("a" + colourAnswer + "b") == keys("ab"))
  }

  @Test(arguments: [
    "\u{1B}P1$r0m\u{1B}\\",  // DCS: a DECRQSS answer
    "\u{1B}P>|xterm(390)\u{1B}\\",  // DCS: XTVERSION
    "\u{1B}_Gi=1;OK\u{1B}\\",  // APC: a kitty graphics answer
    "\u{1B}^private message\u{1B}\\",  // PM
    "\u{1B}Xstart of string\u{1B}\\",  // SOS
  ])
  func dcsAPCPMAndSOSEndedBySTAreDropped(string: String) {
    #expect(parseAndFlush(string) == [])
    #expect(parseAndFlush(string + "q") == keys("q"))
  }

  /// BEL ends only an OSC (xterm): inside the others it is part of the string.
  @Test func belDoesNotEndADCS() {
    #expect(parseAndFlush("\u{1B}Pab\u{7}cd\u{1B}\\x") == keys("x"))
  }

  /// Split after `ESC`, after the introducer, in the body, between `ESC` and `\` of ST, and at
  /// every other byte: the same events as in one read.
  @Test func aStringSplitAcrossReadsIsDroppedWhole() {
    let bytes = Array((colourAnswer + "x").utf8)
    for split in 1..<bytes.count {
      var parser = InputParser()
      let events = parser.parse(bytes[..<split]) + parser.parse(bytes[split...])
      #expect(events == keys("x"), "split at \(split)")
    }
    var byByte = InputParser()
    var events: [InputEvent] = []
    for byte in bytes { events += byByte.parse([byte]) }
    #expect(events == keys("x"))
    #expect(!byByte.hasPendingInput)
  }

  /// ECMA-48: CAN and SUB cancel a string; what follows them is input again.
  @Test(arguments: ["\u{18}", "\u{1A}"])
  func canAndSubCancelAString(cancel: String) {
    #expect(parseAndFlush("\u{1B}]11;rgb:1e1e" + cancel + "b") == keys("b"))
    #expect(parseAndFlush("\u{1B}Pq#0;2;0;0;0" + cancel + "\u{1B}[A") == [.key(.up)])
  }

  /// A string over 4 KiB is no keys: it is dropped up to its end and never held whole.
  @Test func anOverlongStringIsDroppedWithoutBeingKept() {
    let body = String(repeating: "QUJD", count: 1_250)  // 5,000 bytes of base64
    let bytes = Array(("\u{1B}]52;c;" + body + "\u{7}z").utf8)
    var parser = InputParser()
    var events: [InputEvent] = []
    for start in stride(from: 0, to: bytes.count, by: 100) {
      events += parser.parse(bytes[start..<min(bytes.count, start + 100)])
      #expect(parser.heldControlStringLength <= ControlString.maximumLength)
    }
    #expect(events == keys("z"))
    // Unended, it is dropped at the pause too, and the keys after the pause are keys.
    #expect(parser.parse(Array(("\u{1B}]" + body).utf8)) == [])
    #expect(parser.flush() == [])
    #expect(parser.parse(Array("abc".utf8)) == keys("abc"))
  }

  /// Up to the bound an unended string is held and given back as keys; one byte more is not.
  @Test func theBoundIsFourKibibytes() {
    let typed = String(repeating: "a", count: ControlString.maximumLength)
    #expect(parseAndFlush("\u{1B}]" + typed) == [alt("]")] + keys(typed))
    #expect(parseAndFlush("\u{1B}]" + typed + "a") == [])
  }

  /// The pause before an end tells Alt-] from a string: nothing typed after it is lost.
  @Test(arguments: [("]", Character("]")), ("P", "P"), ("_", "_"), ("^", "^"), ("X", "X")])
  func altWithAnIntroducerThenKeysAreKeysAtThePause(introducer: String, key: Character) {
    var parser = InputParser()
    #expect(parser.parse(Array("\u{1B}\(introducer)ab界\t".utf8)) == [])
    #expect(parser.hasPendingInput)
    #expect(parser.flush() == [alt(key)] + keys("ab界") + [.key(.tab)])
    #expect(!parser.hasPendingInput)
    #expect(parseAndFlush("\u{1B}\(introducer)") == [alt(key)])
  }

  /// An `ESC` that does not start ST shows the string was none, at once: the keys before it
  /// and the sequence it starts arrive.
  @Test func anEscapeThatIsNoSTEndsWhatWasNoString() {
    var parser = InputParser()
    #expect(
      parser.parse(Array("\u{1B}]ab\u{1B}[A".utf8)) == [alt("]")] + keys("ab") + [.key(.up)])
    #expect(parser.parse(Array("\u{1B}]c\u{1B}".utf8)) == [])
    #expect(parser.parse(Array("x".utf8)) == [alt("]"), .key(.character("c")), alt("x")])
    #expect(parseAndFlush("\u{1B}]d\u{1B}") == [alt("]"), .key(.character("d")), .key(.escape)])
  }

  @Test func keysAfterAStringInTheSameReadArrive() {
    let events = parseAndFlush(
      "\u{1B}]11;rgb:1e1e/1e1e/1e1e\u{7}hi\u{1B}P1$r0m\u{1B}\\\u{1B}[A\r")
    #expect(events == keys("hi") + [.key(.up), .key(.enter)])
  }

  /// Paste content is left alone: a control string in it is pasted text.
  @Test func aStringInsideABracketedPasteIsPastedText() {
    let pasted = "before \u{1B}]52;c;Zm9v\u{7} after \u{1B}]11;?\u{1B}\\"
    #expect(parseAndFlush("\u{1B}[200~" + pasted + "\u{1B}[201~x") == [.paste(pasted)] + keys("x"))
  }

  /// The rest of an over-long CSI sequence is skipped only until the input pauses.
  @Test func anOverlongSequenceEndsAtThePause() {
    var parser = InputParser()
    #expect(parser.parse(Array(("\u{1B}[" + String(repeating: "1", count: 70)).utf8)) == [])
    #expect(parser.hasPendingInput)
    #expect(parser.flush() == [])
    #expect(parser.parse(Array("12".utf8)) == keys("12"))
  }
}
