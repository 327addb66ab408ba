import Synchronization
import ThinKit

@testable import ThinTerminal

/// A decoder on a `ManualClock` whose events wait in a queue, as they do in the terminal's
/// event stream, counted by an `InputFlowControl`; the read is played by `read(_:)`, which
/// pauses as the real one does.
final class FlowHarness: Sendable {
  let clock = ManualClock()
  let flow: InputFlowControl
  let decoder: InputDecoder
  /// The event batches delivered and not handled yet, oldest first.
  let queue: Batches
  /// Every batch delivered, to wait for one the decoder's timer delivers.
  let delivered: AsyncStream<[InputEvent]>
  let pauses = Atomic<Int>(0)
  let resumes = Atomic<Int>(0)

  init(highMark: Int, lowMark: Int) {
    let flow = InputFlowControl(highMark: highMark, lowMark: lowMark)
    let queue = Batches()
    self.queue = queue
    self.flow = flow
    let (delivered, continuation) = AsyncStream.makeStream(of: [InputEvent].self)
    self.delivered = delivered
    decoder = InputDecoder(clock: AnimationClock(clock)) { events in
      flow.didQueue(events.count)
      queue.batches.withLock { $0.append(events) }
      continuation.yield(events)
    }
  }

  /// One read of `text`, then the flow control's decision.
  func read(_ text: String) {
    read(bytes: Array(text.utf8))
  }

  /// One read of `bytes`, then the flow control's decision.
  func read(bytes: some Sequence<UInt8>) {
    decoder.receive(bytes)
    flow.didRead(
      decoder: decoder, pause: { pauses.add(1, ordering: .relaxed) },
      resume: { [self] in resumes.add(1, ordering: .relaxed) })
  }

  /// The run loop handles the oldest batch; nil when none waits.
  @discardableResult func handleOldest() -> [InputEvent]? {
    guard let batch = queue.batches.withLock({ $0.isEmpty ? nil : $0.removeFirst() }) else {
      return nil
    }
    flow.didHandle(batch.count)
    return batch
  }

  /// Every event delivered and not handled yet, in order.
  var waitingEvents: [InputEvent] { queue.batches.withLock { $0.flatMap { $0 } } }

  var pauseCount: Int { pauses.load(ordering: .relaxed) }
  var resumeCount: Int { resumes.load(ordering: .relaxed) }
}

/// Event batches behind a lock.
final class Batches: Sendable {
  let batches = Mutex<[[InputEvent]]>([])
}
