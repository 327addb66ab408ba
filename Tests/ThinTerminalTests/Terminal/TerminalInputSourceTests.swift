import Testing
import ThinKit

@testable import ThinTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The real read, on pipes: it pauses while too many events wait, leaving the bytes in the
/// pipe (the kernel's buffer), and the resize pipe, which also carries termination requests,
/// is read meanwhile. Every wait is for a callback, never for time.
@Suite(.timeLimit(.minutes(5))) struct TerminalInputSourceTests {
  /// A pipe's ends: the program's side and the terminal's.
  private struct Pipe {
    let read: Int32
    let write: Int32

    init() throws {
      var ends: [Int32] = [-1, -1]
      try #require(pipe(&ends) == 0)
      (read, write) = (ends[0], ends[1])
    }

    func send(_ text: String) {
      TerminalOutput.writeAll(Array(text.utf8), to: write)
    }

    /// The bytes written and not read yet, left where they are.
    var unread: Int32 {
      var count: Int32 = 0
      _ = ioctl(read, UInt(FIONREAD), &count)
      return count
    }

    func closeEnds() {
      _ = close(read)
      _ = close(write)
    }
  }

  @Test func aPausedReadLeavesTheBytesInTheKernelAndGoesOnWhenHandled() async throws {
    let input = try Pipe()
    let resize = try Pipe()
    // Drained to empty after each wake-up, as the resize self-pipe is.
    _ = fcntl(resize.read, F_SETFL, fcntl(resize.read, F_GETFL) | O_NONBLOCK)
    defer {
      input.closeEnds()
      resize.closeEnds()
    }
    let flow = InputFlowControl(highMark: 2, lowMark: 0)
    let (events, delivered) = AsyncStream.makeStream(of: [InputEvent].self)
    let (resizes, resized) = AsyncStream.makeStream(of: Void.self)
    let decoder = InputDecoder(clock: AnimationClock(ManualClock())) { batch in
      flow.didQueue(batch.count)
      delivered.yield(batch)
    }
    let source = TerminalInputSource(
      inputDescriptor: input.read, resizeDescriptor: resize.read, decoder: decoder, flow: flow,
      onEnd: {}, onResize: { resized.yield() })
    source.start()
    var batches = events.makeAsyncIterator()
    var wakeUps = resizes.makeAsyncIterator()

    input.send("abc")
    #expect(await batches.next()?.count == 3)
    // The queue is serial: once the resize pipe was read, so was the input before it.
    resize.send("w")
    await wakeUps.next()
    #expect(flow.isPaused)
    input.send("def")
    resize.send("w")
    await wakeUps.next()
    #expect(input.unread == 3, "paused: the bytes wait in the pipe")

    flow.didHandle(3)
    #expect(await batches.next() == "def".map { .key(.character($0)) })
    resize.send("w")
    await wakeUps.next()
    #expect(flow.isPaused, "3 wait again: over the high mark")
    // Stopping a paused read resumes it first: a suspended source released would crash.
    source.stop()
    #expect(!flow.isPaused)
  }
}
