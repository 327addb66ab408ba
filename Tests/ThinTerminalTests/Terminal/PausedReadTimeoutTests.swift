import Testing
import ThinKit

@testable import ThinTerminal

/// While the read is paused for the run loop to catch up, the decoder decides nothing by time:
/// the bytes that would decide (the rest of an escape sequence, of a paste) may be the ones left
/// unread. A pause of any length is no pause of the input.
@Suite(.timeLimit(.minutes(5))) struct PausedReadTimeoutTests {
  private static func keys(_ text: String) -> [InputEvent] {
    text.map { .key(.character($0)) }
  }

  /// A sequence, or a paste, that a pause splits decodes whole once the read goes on, however
  /// long the pause.
  @Test(arguments: [
    ("\u{1B}", "[A", [InputEvent.key(.up)]),
    ("\u{1B}[1;", "5C", [.key(.right, modifiers: .control)]),
    ("\u{1B}]11;rgb:1e1e/", "1e1e/1e1e\u{1B}\\x", [.key(.character("x"))]),
    ("\u{1B}[200~part one ", "part two\u{1B}[201~", [.paste("part one part two")]),
  ])
  func aSequenceSplitByAPauseDecodesWhole(
    before: String, after: String, events: [InputEvent]
  ) async {
    let harness = FlowHarness(highMark: 2, lowMark: 0)
    harness.read("abc" + before)
    #expect(harness.flow.isPaused)
    #expect(!harness.decoder.isTimerArmed, "held while nothing reads")
    await harness.clock.advance(by: .seconds(5))
    #expect(harness.handleOldest() == Self.keys("abc"))
    #expect(!harness.flow.isPaused)
    #expect(harness.decoder.isTimerArmed, "the timeout starts again with the read")
    harness.read(after)
    #expect(harness.waitingEvents == events)
  }

  /// A lone `ESC` that the read paused after is still the Escape key: once the read goes on and
  /// nothing follows within the timeout.
  @Test func aLoneEscapeAcrossAPauseIsTheEscapeKey() async {
    let harness = FlowHarness(highMark: 2, lowMark: 0)
    var delivered = harness.delivered.makeAsyncIterator()
    harness.read("abc\u{1B}")
    #expect(await delivered.next() == Self.keys("abc"))
    #expect(harness.flow.isPaused)
    await harness.clock.advance(by: .seconds(5))
    #expect(harness.waitingEvents == Self.keys("abc"), "no Escape while paused")
    harness.handleOldest()
    await harness.clock.advance(by: InputDecoder.defaultEscapeTimeout)
    #expect(await delivered.next() == [.key(.escape)])
  }

  /// Keys that follow a lone `ESC` after the timeout, once the read went on, are keys of their
  /// own, as without a pause.
  @Test func keysAfterTheTimeoutFollowingAPauseAreKeys() async {
    let harness = FlowHarness(highMark: 2, lowMark: 0)
    var delivered = harness.delivered.makeAsyncIterator()
    harness.read("abc\u{1B}")
    _ = await delivered.next()
    harness.handleOldest()
    await harness.clock.advance(by: InputDecoder.defaultEscapeTimeout)
    #expect(await delivered.next() == [.key(.escape)])
    harness.read("[A")
    #expect(await delivered.next() == [.key(.character("[")), .key(.character("A"))])
  }
}
