import Synchronization
import Testing
import ThinKit

/// A consumer waiting on a tracked stream is idle; an element counts it busy until it handled
/// it; the stream ends once, for each way its consumer can stop.
@MainActor
@Suite struct TrackedStreamTests {
  @Test func aWaitingConsumerIsIdleAndAnElementIsHandledBeforeTheTrackerRests() async {
    let tracker = WorkTracker()
    let stream = TrackedStream<Int>()
    var received: [Int] = []
    tracker.task {
      for await element in stream { received.append(element) }
    }
    await tracker.waitUntilIdle()
    #expect(received.isEmpty, "waiting for an event, and idle")
    stream.yield(1)
    #expect(!tracker.isIdle, "busy from the event, before the consumer runs")
    await tracker.waitUntilIdle()
    #expect(received == [1])
    stream.finish()
    await tracker.waitUntilIdle()
    #expect(received == [1])
  }

  @Test func elementsWhileTheConsumerIsAwayKeepOnlyTheNewest() async {
    let stream = TrackedStream<Int>(bufferingNewest: 2)
    for element in 1...5 { stream.yield(element) }
    stream.finish()
    var received: [Int] = []
    for await element in stream { received.append(element) }
    #expect(received == [4, 5], "the buffered newest, then the end")
  }

  @Test func cancellingTheConsumerEndsTheStreamOnce() async {
    let tracker = WorkTracker()
    let stream = TrackedStream<Void>(bufferingNewest: 1)
    let terminations = Mutex(0)
    stream.onTermination { terminations.withLock { $0 += 1 } }
    let consumer = tracker.task { () -> Int in
      var count = 0
      for await _ in stream { count += 1 }
      return count
    }
    await tracker.waitUntilIdle()
    consumer.cancel()
    #expect(await consumer.value == 0)
    stream.finish()
    stream.yield()
    #expect(terminations.withLock { $0 } == 1)
  }
}
