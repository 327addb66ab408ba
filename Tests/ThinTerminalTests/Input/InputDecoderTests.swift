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

  @Test func bytesWithinTheTimeoutCompleteTheSequence() async {
    let harness = DecoderHarness()
    harness.receive("\u{1B}")
    await harness.clock.advance(by: .milliseconds(20))
    harness.receive("[B")
    await harness.clock.advance(by: .milliseconds(100))
    #expect(await harness.collected() == [.key(.down)])
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
    await harness.clock.advance(by: .seconds(1))
    harness.receive("part two\u{1B}[201~")
    #expect(await harness.collected() == [.paste("part one part two")])
  }

  /// A paste the terminal did not bracket goes on over reads that follow within the timeout,
  /// and arrives as one paste when the input pauses.
  @Test func anUnbracketedPasteArrivesWhenTheInputPauses() async {
    let harness = DecoderHarness()
    let first = String(repeating: "pasted text\r", count: 4)
    harness.receive(first)
    await harness.clock.advance(by: .milliseconds(20))
    harness.receive("\rend")
    await harness.clock.advance(by: InputDecoder.defaultEscapeTimeout)
    var iterator = harness.events.makeAsyncIterator()
    #expect(await iterator.next() == .paste(first.replacing("\r", with: "\n") + "\nend"))
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
