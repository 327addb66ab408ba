import Testing

@testable import ThinTerminal

/// Pasted text never becomes commands, whatever it holds: its own end marker (which tmux passes
/// through, where xterm and kitty strip it), a Ctrl-C, escape sequences. The bytes after an end
/// marker are pasted too when another end marker follows before the input pauses; keys typed
/// after a paste act at that pause.
@Suite struct HostilePasteTests {
  private static let start = "\u{1B}[200~"
  private static let end = "\u{1B}[201~"

  /// The QA report: a paste of `hello ESC [ 201 ~ q` quit the notes list, `q` acting as a key.
  /// However the bytes are split into reads, they are pastes only, the end marker in them
  /// no text.
  @Test func anEndMarkerInPastedTextEndsNothing() {
    let input = Array("\(Self.start)hello\(Self.end)q\r\(Self.end)".utf8)
    for split in 0...input.count {
      var parser = InputParser()
      let events =
        parser.parse(input[..<split]) + parser.parse(input[split...]) + parser.flush()
      #expect(events == [.paste("hello"), .paste("q\n")], "split at \(split)")
    }
  }

  /// Everything up to the last end marker of the burst is pasted, however many end markers the
  /// text holds, and start markers in it are no text either.
  @Test func everythingUpToTheLastEndMarkerIsPasted() {
    var parser = InputParser()
    let text = "a\(Self.end)\(Self.end)b\(Self.start)c\(Self.end)d\u{3}\(Self.end)"
    let events = parser.parse(Array("\(Self.start)\(text)".utf8)) + parser.flush()
    #expect(events == [.paste("a"), .paste("bc"), .paste("d\u{3}")])
  }

  /// A Ctrl-C, an arrow key's or a click's sequence in pasted text are text: the paste goes on
  /// after them at once.
  @Test func controlBytesAndSequencesInAPasteAreText() {
    var parser = InputParser()
    let text = "x\u{3}q\u{1B}[A\u{1B}[<0;1;1M"
    #expect(parser.parse(Array("\(Self.start)\(text)\(Self.end)".utf8)) == [.paste(text)])
  }

  /// Keys after a paste wait for the input to pause (the Escape timeout's cue): then they are
  /// keys, the bytes of an end marker begun and never finished too.
  @Test func keysAfterAPasteActAtThePause() {
    var parser = InputParser()
    #expect(parser.parse(Array("\(Self.start)hi\(Self.end)q\u{1B}[20".utf8)) == [.paste("hi")])
    #expect(!parser.isInPaste)
    #expect(parser.hasPendingInput)
    #expect(parser.flush() == [.key(.character("q"))])
    #expect(!parser.hasPendingInput)
    #expect(parser.parse(Array("x\(Self.end)".utf8)) == [.key(.character("x"))])
  }

  /// After a paste, a stray paste start among the keys locks nothing: the pause makes every
  /// byte after the paste keys.
  @Test func aStrayStartAfterAPasteIsKeysAtThePause() {
    var parser = InputParser()
    let input = "\(Self.start)hi\(Self.end)a\(Self.start)b\u{1B}[A"
    #expect(parser.parse(Array(input.utf8)) == [.paste("hi")])
    #expect(parser.flush() == [.key(.character("a")), .key(.character("b")), .key(.up)])
    #expect(!parser.isInPaste && !parser.hasPendingInput)
  }
}
