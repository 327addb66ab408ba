import Synchronization
import Testing
import ThinKit

@testable import ThinTerminal

/// An `InputDecoder` on a `ManualClock`, with its events gathered in a stream. The decoder's
/// timer task may first run after the test advanced the clock (a starved machine): its deadline
/// is fixed when the bytes arrive, and a sleep until a moment the clock passed ends at once.
private struct DecoderHarness {
  let clock = ManualClock()
  let decoder: InputDecoder
  let events: AsyncStream<InputEvent>
  private let continuation: AsyncStream<InputEvent>.Continuation

  init() {
    (events, continuation) = AsyncStream.makeStream(of: InputEvent.self)
    let continuation = continuation
    decoder = InputDecoder(clock: AnimationClock(clock)) { continuation.yield($0) }
  }

  func receive(_ text: String) {
    decoder.receive(Array(text.utf8))
  }

  /// Receives `pieces` one after another, `gap` apart on the clock.
  func receive(_ pieces: [String], apart gap: Duration) async {
    for (index, piece) in pieces.enumerated() {
      if index > 0 { await clock.advance(by: gap) }
      receive(piece)
    }
  }

  /// Ends the stream and returns every event it got.
  func collected() async -> [InputEvent] {
    continuation.finish()
    var all: [InputEvent] = []
    for await event in events { all.append(event) }
    return all
  }
}

@Suite(.timeLimit(.minutes(5))) struct InputDecoderTests {
  /// The answers to the width probe go to `report`, in order, and never become keys.
  @Test func cursorPositionReportsGoToTheirOwnCallback() {
    let reports = Mutex<[Point]>([])
    let events = Mutex<[InputEvent]>([])
    let decoder = InputDecoder(
      clock: AnimationClock(ManualClock()),
      report: { point in reports.withLock { $0.append(point) } },
      emit: { event in events.withLock { $0.append(event) } })
    decoder.receive(Array("\u{1B}[2;3Rx\u{1B}[2;5R".utf8))
    #expect(reports.withLock { $0 } == [Point(x: 2, y: 1), Point(x: 4, y: 1)])
    #expect(events.withLock { $0 } == [.key(.character("x"))])
  }

  @Test func completeInputIsEmittedAtOnce() async {
    let harness = DecoderHarness()
    harness.receive("ab\u{1B}[A")
    #expect(await harness.collected() == [.key(.character("a")), .key(.character("b")), .key(.up)])
  }

  @Test func loneEscapeBecomesEscapeAfterTheTimeout() async {
    let harness = DecoderHarness()
    harness.receive("\u{1B}")
    await harness.clock.advance(by: InputDecoder.defaultEscapeTimeout)
    var iterator = harness.events.makeAsyncIterator()
    #expect(await iterator.next() == .key(.escape))
  }

  /// Bytes that keep coming within the timeout complete what they began: an arrow key, or a
  /// terminal's answer (`ESC ] 11 ; rgb:… ESC \`), which is dropped whole.
  @Test(arguments: [
    (["\u{1B}", "[B"], [InputEvent.key(.down)]),
    (["\u{1B}]11;rgb:1e1e", "/1e1e/1e1e\u{1B}", "\\x"], [.key(.character("x"))]),
  ])
  func bytesWithinTheTimeoutCompleteTheSequence(pieces: [String], events: [InputEvent]) async {
    let harness = DecoderHarness()
    for piece in pieces {
      harness.receive(piece)
      await harness.clock.advance(by: .milliseconds(20))
    }
    await harness.clock.advance(by: .milliseconds(100))
    #expect(await harness.collected() == events)
  }

  @Test func escapeThenLetterAfterTheTimeoutAreTwoKeys() async {
    let harness = DecoderHarness()
    harness.receive("\u{1B}")
    await harness.clock.advance(by: .milliseconds(50))
    var iterator = harness.events.makeAsyncIterator()
    #expect(await iterator.next() == .key(.escape))
    harness.receive("x")
    #expect(await iterator.next() == .key(.character("x")))
  }

  @Test func pasteIsNotCutByTheTimeout() async {
    let harness = DecoderHarness()
    harness.receive("\u{1B}[200~part one ")
    await harness.clock.advance(by: InputDecoder.defaultPasteTimeout - .milliseconds(1))
    harness.receive("part two\u{1B}[201~")
    await harness.clock.advance(by: InputDecoder.defaultPasteTimeout)
    #expect(await harness.collected() == [.paste("part one part two")])
  }

  /// The lone `ESC [ 200 ~` of the report: once no byte came for the paste timeout, the keys
  /// typed after it act, and the keys typed after those at once.
  @Test func aLonePasteStartEndsAfterThePasteTimeout() async {
    let harness = DecoderHarness()
    harness.receive("\u{1B}[200~")
    await harness.clock.advance(by: .milliseconds(300))
    harness.receive("q")
    await harness.clock.advance(by: InputDecoder.defaultPasteTimeout - .milliseconds(1))
    var iterator = harness.events.makeAsyncIterator()
    await harness.clock.advance(by: .milliseconds(1))
    #expect(await iterator.next() == .key(.character("q")))
    harness.receive("x")
    #expect(await iterator.next() == .key(.character("x")))
  }

  /// Ctrl-C gets through a stray paste start at the short timeout, not the paste's: a person
  /// pressing it wants out.
  @Test func controlCGetsThroughAStrayPasteStartAtTheEscapeTimeout() async {
    let harness = DecoderHarness()
    await harness.receive(["\u{1B}[200~ab", "\u{3}"], apart: .milliseconds(300))
    await harness.clock.advance(by: InputDecoder.defaultEscapeTimeout)
    var iterator = harness.events.makeAsyncIterator()
    #expect(await iterator.next() == .key(.character("a")))
    #expect(await iterator.next() == .key(.character("b")))
    #expect(await iterator.next() == .key(.character("c"), modifiers: .control))
  }

  /// A paste that goes on at once after a Ctrl-C, to its end marker, was a paste: the Ctrl-C
  /// is pasted text, no key.
  @Test func aCtrlCThatThePasteGoesOnAfterIsText() async {
    let harness = DecoderHarness()
    await harness.receive(["\u{1B}[200~a\u{3}", "q\u{1B}[201~"], apart: .milliseconds(5))
    await harness.clock.advance(by: InputDecoder.defaultPasteTimeout)
    #expect(await harness.collected() == [.paste("a\u{3}q")])
  }

  /// The QA report, as a terminal writes it: pasted text holding the end marker, in two reads.
  /// Everything up to the last end marker of the burst is pasted; a key typed right after the
  /// paste acts once the input pauses.
  @Test func pastedTextHoldingTheEndMarkerStaysText() async {
    let harness = DecoderHarness()
    var iterator = harness.events.makeAsyncIterator()
    await harness.receive(
      ["\u{1B}[200~hello\u{1B}[201~", "q\u{1B}[201~x"], apart: .milliseconds(5))
    #expect(await iterator.next() == .paste("hello"))
    #expect(await iterator.next() == .paste("q"))
    await harness.clock.advance(by: InputDecoder.defaultEscapeTimeout)
    #expect(await iterator.next() == .key(.character("x")))
  }

  /// Keys that arrive together stay keys, however many: Tab is Tab, Return is Return, in
  /// one read of 32 bytes, of 1,000, of a megabyte.
  @Test(arguments: [32, 1_000, 1 << 20])
  func aBurstOfKeysInOneReadIsKeys(length: Int) {
    let pattern = Array("ab界\tc\r".utf8)
    let keys: [InputEvent] = [
      .key(.character("a")), .key(.character("b")), .key(.character("界")), .key(.tab),
      .key(.character("c")), .key(.enter),
    ]
    #expect(length % pattern.count == 0)
    let bytes = Array(repeatElement(pattern, count: length / pattern.count).joined())
    let events = Mutex<[InputEvent]>([])
    let decoder = InputDecoder(clock: AnimationClock(ManualClock())) { event in
      events.withLock { $0.append(event) }
    }
    decoder.receive(bytes)
    let received = events.withLock { $0 }
    #expect(received.count == keys.count * length / pattern.count)
    #expect(received == Array(repeatElement(keys, count: length / pattern.count).joined()))
  }

  /// A real Alt-], then a pause, then typing: Alt-] arrives at the timeout and every key after
  /// it at once. Keys typed faster than the timeout after Alt-] are held with it, and given back
  /// in order at the pause.
  @Test func altBracketThenTypingLosesNothing() async {
    let harness = DecoderHarness()
    let altBracket = InputEvent.key(.character("]"), modifiers: .alt)
    harness.receive("\u{1B}]")
    await harness.clock.advance(by: InputDecoder.defaultEscapeTimeout)
    var iterator = harness.events.makeAsyncIterator()
    #expect(await iterator.next() == altBracket)
    harness.receive("ab")
    #expect(await iterator.next() == .key(.character("a")))
    #expect(await iterator.next() == .key(.character("b")))
    harness.receive("\u{1B}]")
    await harness.clock.advance(by: .milliseconds(20))
    harness.receive("c")
    await harness.clock.advance(by: InputDecoder.defaultEscapeTimeout)
    #expect(await iterator.next() == altBracket)
    #expect(await iterator.next() == .key(.character("c")))
  }

  @Test func cancelDropsThePendingEscape() async {
    let harness = DecoderHarness()
    harness.receive("\u{1B}")
    harness.decoder.cancel()
    await harness.clock.advance(by: .seconds(1))
    harness.receive("q")
    #expect(await harness.collected() == [.key(.character("q"))])
  }
}
