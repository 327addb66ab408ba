import Testing

@testable import ThinTerminal

@Suite struct MouseAndPasteParsingTests {
  private func parse(_ text: String) -> [InputEvent] {
    var parser = InputParser()
    return parser.parse(Array(text.utf8))
  }

  @Test func sgrMousePressReleaseDragWithZeroBasedCells() {
    #expect(
      parse("\u{1B}[<0;1;1M") == [
        .mouse(MouseEvent(kind: .press, button: .left, position: Point(x: 0, y: 0)))
      ])
    #expect(
      parse("\u{1B}[<2;10;5m") == [
        .mouse(MouseEvent(kind: .release, button: .right, position: Point(x: 9, y: 4)))
      ])
    #expect(
      parse("\u{1B}[<1;3;3M") == [
        .mouse(MouseEvent(kind: .press, button: .middle, position: Point(x: 2, y: 2)))
      ])
    #expect(
      parse("\u{1B}[<32;7;2M") == [
        .mouse(MouseEvent(kind: .drag, button: .left, position: Point(x: 6, y: 1)))
      ])
    #expect(
      parse("\u{1B}[<35;7;2M") == [
        .mouse(MouseEvent(kind: .drag, button: .none, position: Point(x: 6, y: 1)))
      ])
  }

  @Test func sgrMouseScrollAndModifiers() {
    #expect(
      parse("\u{1B}[<64;4;4M") == [
        .mouse(MouseEvent(kind: .scrollUp, button: .none, position: Point(x: 3, y: 3)))
      ])
    #expect(
      parse("\u{1B}[<65;4;4M") == [
        .mouse(MouseEvent(kind: .scrollDown, button: .none, position: Point(x: 3, y: 3)))
      ])
    #expect(
      parse("\u{1B}[<20;2;2M") == [
        .mouse(
          MouseEvent(
            kind: .press, button: .left, position: Point(x: 1, y: 1), modifiers: [.shift, .control])
        )
      ])
    #expect(
      parse("\u{1B}[<8;2;2M") == [
        .mouse(
          MouseEvent(kind: .press, button: .left, position: Point(x: 1, y: 1), modifiers: .alt))
      ])
  }

  @Test func malformedMouseReportsAreDropped() {
    #expect(parse("\u{1B}[<0;1Ma") == [.key(.character("a"))])
    #expect(parse("\u{1B}[<66;1;1Mb") == [.key(.character("b"))])  // sideways wheel
    #expect(parse("\u{1B}[<0;1;1Xc") == [.key(.character("c"))])
    #expect(parse("\u{1B}[<0;0;0M") == [.mouse(MouseEvent(kind: .press, position: .zero))])
  }

  @Test func bracketedPasteIsOneEvent() {
    #expect(
      parse("a\u{1B}[200~hello\u{1B}[A world\u{1B}[201~b") == [
        .key(.character("a")), .paste("hello\u{1B}[A world"), .key(.character("b")),
      ])
  }

  @Test func pastedCarriageReturnsBecomeNewlines() {
    #expect(parse("\u{1B}[200~one\rtwo\r\nthree\u{1B}[201~") == [.paste("one\ntwo\nthree")])
  }

  @Test func emptyPasteAndInvalidUTF8InPaste() {
    #expect(parse("\u{1B}[200~\u{1B}[201~") == [.paste("")])
    var parser = InputParser()
    let events = parser.parse(
      Array("\u{1B}[200~".utf8) + [0x61, 0xFF, 0x62] + Array("\u{1B}[201~".utf8))
    #expect(events == [.paste("a\u{FFFD}b")])
  }

  @Test func pasteSplitAcrossReadsEvenInsideTheMarkers() {
    let input = Array("x\u{1B}[200~héllo 界\u{1B}[201~y".utf8)
    for split in 1..<input.count {
      var parser = InputParser()
      let events = parser.parse(input[..<split]) + parser.parse(input[split...])
      #expect(
        events == [.key(.character("x")), .paste("héllo 界"), .key(.character("y"))],
        "split at \(split)")
    }
  }

  @Test func pasteInProgressIsNotFlushedByTheTimeout() {
    var parser = InputParser()
    #expect(parser.parse(Array("\u{1B}[200~abc".utf8)) == [])
    #expect(parser.isInPaste)
    #expect(parser.flush() == [])
    #expect(parser.parse(Array("\u{1B}[201~".utf8)) == [.paste("abc")])
    #expect(!parser.isInPaste)
  }

  @Test func megabytePasteInSmallReads() {
    let line = Array("The quick brown fox jumps over the lazy dog 0123456789 界\r".utf8)
    var body: [UInt8] = []
    while body.count < 1_048_576 { body += line }
    let input = Array("\u{1B}[200~".utf8) + body + Array("\u{1B}[201~".utf8) + [0x71]
    var parser = InputParser()
    var events: [InputEvent] = []
    var offset = 0
    while offset < input.count {
      let end = min(offset + 4096, input.count)
      events += parser.parse(input[offset..<end])
      offset = end
    }
    #expect(events.count == 2)
    guard case .paste(let text) = events.first else {
      Issue.record(
        "expected a paste, got \(events.first.map(String.init(describing:)) ?? "nothing")")
      return
    }
    #expect(text.utf8.count == body.count)
    #expect(text.hasPrefix("The quick brown fox"))
    #expect(!text.contains("\r"))
    #expect(events.last == .key(.character("q")))
  }

  /// Text arriving faster than anyone types (32 bytes or more in one read) is a paste the
  /// terminal did not bracket: one event, its tabs and line breaks text rather than keys.
  @Test func longRunsOfTextInOneReadAreAPaste() {
    let pasted = "john\tdoe\rjane\r\nroe, 界 and 👍🏽 too!"
    #expect(pasted.utf8.count >= InputParser.unbracketedPasteLength)
    #expect(
      parse("\u{1B}[A" + pasted + "\u{1B}[B") == [
        .key(.up), .paste("john\tdoe\njane\nroe, 界 and 👍🏽 too!"), .key(.down),
      ])
    let typed = String(repeating: "x", count: InputParser.unbracketedPasteLength - 2)
    #expect(parse(typed + "\r") == typed.map { .key(.character($0)) } + [.key(.enter)])
  }

  /// A long unbracketed paste in 4 KiB reads is one paste, delivered when the input pauses
  /// (the decoder's flush): the line breaks that fall between two reads are kept, and the
  /// last read, however short, is text rather than keys.
  @Test func megabyteUnbracketedPasteInReadsIsOnePaste() {
    // 35 bytes a line: with 4096-byte reads, some reads end just before or just after a "\r".
    let line = "john\tdoe smith 界 ❤️ 👍🏽\r"
    let input = Array(String(repeating: line, count: 30_000).utf8) + Array("ab\rc".utf8)
    var parser = InputParser()
    var events: [InputEvent] = []
    var offset = 0
    while offset < input.count {
      let end = min(offset + 4096, input.count)
      events += parser.parse(input[offset..<end])
      offset = end
    }
    #expect(events.isEmpty)
    #expect(parser.hasPendingInput, "the paste waits for the input to pause")
    events += parser.flush()
    let expected = String(repeating: line, count: 30_000).replacing("\r", with: "\n") + "ab\nc"
    #expect(events == [.paste(expected)])
    #expect(!parser.hasPendingInput)
  }

  /// A byte that is not text, a tab or a line break ends an unbracketed paste at once; a
  /// character split between two reads stays whole.
  @Test func anUnbracketedPasteEndsAtAKeyThatIsNotText() {
    let pasted = String(repeating: "paste 界 ", count: 4)
    var parser = InputParser()
    let bytes = Array(pasted.utf8) + Array("界\u{1B}[A".utf8)
    // The read ends inside the last "界".
    #expect(parser.parse(bytes[..<(pasted.utf8.count + 1)]).isEmpty)
    #expect(
      parser.parse(bytes[(pasted.utf8.count + 1)...]) == [.paste(pasted + "界"), .key(.up)])
    #expect(!parser.hasPendingInput)
  }

  @Test func strayPasteEndIsIgnored() {
    #expect(parse("\u{1B}[201~z") == [.key(.character("z"))])
  }
}
