import Synchronization
import Testing
import ThinKit

@testable import ThinTerminal

@Suite(.timeLimit(.minutes(5))) struct InputFlowControlTests {
  /// Over the high mark the read pauses once; it goes on only when the run loop has handled
  /// all but the low mark's events.
  @Test func theReadPausesOverTheHighMarkAndGoesOnAtTheLowMark() {
    let harness = FlowHarness(highMark: 10, lowMark: 4)
    harness.read("abcdef")
    #expect(!harness.flow.isPaused, "6 events wait, under the high mark")
    harness.read("ghij")
    #expect(!harness.flow.isPaused, "10 events wait: at the high mark, not over it")
    harness.read("kl")
    #expect(harness.flow.isPaused)
    #expect(harness.pauseCount == 1)
    harness.read("m")
    #expect(harness.pauseCount == 1, "a read already paused pauses no more")
    harness.handleOldest()
    harness.handleOldest()
    #expect(harness.flow.queuedEvents == 3)
    #expect(harness.resumeCount == 1)
    #expect(!harness.flow.isPaused)
  }

  @Test func handledEventsAboveTheLowMarkLeaveTheReadPaused() {
    let harness = FlowHarness(highMark: 4, lowMark: 2)
    harness.read("abc")
    harness.read("de")
    #expect(harness.flow.isPaused)
    harness.handleOldest()
    #expect(harness.flow.queuedEvents == 2)
    #expect(!harness.flow.isPaused, "2 left: the low mark")
    #expect(harness.resumeCount == 1)
  }

  /// A stopped flow resumes a paused read (a suspended dispatch source must not be released)
  /// and never pauses again.
  @Test func stoppingResumesAPausedReadAndPausesNoMore() {
    let harness = FlowHarness(highMark: 2, lowMark: 0)
    harness.read("abc")
    #expect(harness.flow.isPaused)
    harness.flow.stop()
    #expect(harness.resumeCount == 1)
    harness.read("def")
    #expect(!harness.flow.isPaused)
    #expect(harness.pauseCount == 1)
  }

  /// A long input of keys, escape sequences and multi-byte characters, read in pieces that
  /// split them, while the run loop handles a batch whenever the read is paused or has nothing
  /// more: every event arrives once, in order, as without pauses, and no more wait than the
  /// high mark and a read.
  @Test func nothingIsLostOrReorderedAcrossPauses() {
    let unit = "ab界é\u{1B}[A\u{1B}[1;5C👍🏽\r\t\u{7F}x"
    let bytes = Array(String(repeating: unit, count: 200).utf8)
    // Read without pauses, in the same pieces (a grapheme split across reads is two keys).
    var unpaused = InputParser()
    let expected = stride(from: 0, to: bytes.count, by: 7).flatMap {
      unpaused.parse(bytes[$0..<min(bytes.count, $0 + 7)])
    }
    let harness = FlowHarness(highMark: 64, lowMark: 16)
    var handled: [InputEvent] = []
    var offset = 0
    var mostQueued = 0
    while offset < bytes.count || harness.flow.queuedEvents > 0 {
      if offset < bytes.count, !harness.flow.isPaused {
        let end = min(bytes.count, offset + 7)
        harness.read(bytes: bytes[offset..<end])
        offset = end
        mostQueued = max(mostQueued, harness.flow.queuedEvents)
      } else if let batch = harness.handleOldest() {
        handled += batch
      }
    }
    #expect(handled == expected)
    #expect(harness.pauseCount > 10)
    #expect(harness.pauseCount == harness.resumeCount)
    #expect(mostQueued <= 64 + 7)
  }
}
