import Testing

@testable import ThinTerminal

@Suite struct MouseAndPasteParsingTests {
  /// The events of `text` sent in one write, then a pause of the input.
  private func parse(_ text: String) -> [InputEvent] {
    var parser = InputParser()
    return parser.parse(Array(text.utf8)) + parser.flush()
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
      let events =
        parser.parse(input[..<split]) + parser.parse(input[split...]) + parser.flush()
      #expect(
        events == [.key(.character("x")), .paste("héllo 界"), .key(.character("y"))],
        "split at \(split)")
    }
  }

  /// A paste whose end has not come goes on over reads; only the input pausing (the flush)
  /// shows that its start marker was a stray one, and then its bytes are keys.
  @Test func aPasteWhoseEndNeverCameIsKeysAtTheFlush() {
    var parser = InputParser()
    #expect(parser.parse(Array("\u{1B}[200~ab".utf8)) == [])
    #expect(parser.isInPaste)
    #expect(parser.parse(Array("\tq\r".utf8)) == [])
    #expect(
      parser.flush() == [
        .key(.character("a")), .key(.character("b")), .key(.tab), .key(.character("q")),
        .key(.enter),
      ])
    #expect(!parser.isInPaste)
    #expect(!parser.hasPendingInput)
    #expect(parser.parse(Array("x".utf8)) == [.key(.character("x"))])
  }

  /// The lone `ESC [ 200 ~` of the report: Escape and `q` after it are keys once the input
  /// pauses, and its end marker, should it come late, is dropped.
  @Test func aLonePasteStartLocksNothing() {
    var parser = InputParser()
    #expect(parser.parse(Array("\u{1B}[200~".utf8)) == [])
    #expect(parser.parse(Array("q".utf8)) == [])
    #expect(parser.flush() == [.key(.character("q"))])
    #expect(parser.parse(Array("\u{1B}[201~z".utf8)) == [.key(.character("z"))])
    var escaped = InputParser()
    _ = escaped.parse(Array("\u{1B}[200~\u{1B}".utf8))
    #expect(escaped.flush() == [.key(.escape)])
  }

  /// Stray paste starts after a stray paste start (a `cat` of a binary file) all end at the
  /// same pause: one flush reads every byte after the first as keys, none left locked.
  @Test func strayPasteStartsInsideAStrayPasteEndAtTheSameFlush() {
    var parser = InputParser()
    let stray = "\u{1B}[200~"
    #expect(parser.parse(Array("\(stray)a\(stray)b\t\(stray)\(stray)c\r\u{1B}[A".utf8)) == [])
    #expect(
      parser.flush() == [
        .key(.character("a")), .key(.character("b")), .key(.tab), .key(.character("c")),
        .key(.enter), .key(.up),
      ])
    #expect(!parser.isInPaste)
    #expect(!parser.hasPendingInput)
    #expect(parser.parse(Array("\(stray)x\u{1B}[201~".utf8)) == [.paste("x")], "pastes again")
  }

  /// Ctrl-C always reaches the program: a Ctrl-C in a paste whose end does not follow makes
  /// the next short pause end it (the Escape timeout, not the paste's), and everything after
  /// its start marker is keys.
  @Test func controlCEndsAPasteThatWasNoneAtThePause() {
    #expect(
      parse("\u{1B}[200~a\rb\u{3}c") == [
        .key(.character("a")), .key(.enter), .key(.character("b")),
        .key(.character("c"), modifiers: .control), .key(.character("c")),
      ])
    // Split anywhere, even inside the start marker, the keys are the same.
    let input = Array("x\u{1B}[200~y\u{1B}[20\u{3}z".utf8)
    let expected: [InputEvent] = [
      .key(.character("x")), .key(.character("y")), .key(.character("c"), modifiers: .control),
      .key(.character("z")),
    ]
    for split in 1..<input.count {
      var parser = InputParser()
      var events = parser.parse(input[..<split]) + parser.parse(input[split...])
      #expect(!parser.isInPaste && parser.hasPendingInput, "the short timeout's cue")
      events += parser.flush()
      #expect(events == expected, "split at \(split)")
    }
  }

  /// A paste start inside the keys of a paste that was none starts a paste of its own.
  @Test func thePasteAfterAStrayStartIsStillAPaste() {
    var parser = InputParser()
    #expect(parser.parse(Array("\u{1B}[200~a\u{3}".utf8)) == [])
    #expect(parser.flush() == [.key(.character("a")), .key(.character("c"), modifiers: .control)])
    #expect(parser.parse(Array("\u{1B}[200~b\rc\u{1B}[201~".utf8)) == [.paste("b\nc")])
  }

  /// The bytes kept of a paste are bounded: past the bound they are counted, not kept, and the
  /// end marker is still found.
  @Test func aPasteKeepsAtMostItsBound() {
    var paste = BracketedPaste(maximumLength: 8)
    guard case .open = paste.add(Array("0123456789\u{1B}[20".utf8)[...]) else {
      Issue.record("the paste ended early")
      return
    }
    #expect(paste.bytes.count == 8)
    guard case .ended(let rest) = paste.add(Array("1~k".utf8)[...]) else {
      Issue.record("the end marker was not found past the bound")
      return
    }
    #expect(paste.text == "01234567")
    #expect(Array(rest) == Array("k".utf8))
    #expect(BracketedPaste.defaultMaximumLength >= 1 << 20, "a megabyte paste is kept whole")
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
    events += parser.flush()
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

  @Test func strayPasteEndIsIgnored() {
    #expect(parse("\u{1B}[201~z") == [.key(.character("z"))])
  }
}
