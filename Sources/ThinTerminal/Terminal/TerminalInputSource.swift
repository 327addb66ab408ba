import Dispatch

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a terminal's input into a decoder, and its resize notifications, on a serial queue of
/// its own, so the main actor never blocks on `read`. The input's read pauses while `flow` says
/// too many events wait for the run loop; the resize pipe, which also carries termination
/// requests, is read all the same.
final class TerminalInputSource {
  private let queue: DispatchQueue
  private let input: DispatchSourceRead
  private let resize: DispatchSourceRead?
  private let flow: InputFlowControl

  /// Watches `inputDescriptor` and, when given, the read end of the resize pipe.
  ///
  /// - Parameters:
  ///   - decoder: receives each chunk read, in order.
  ///   - flow: decides after each read whether to pause the next ones.
  ///   - onEnd: called once when input ends (the terminal hung up).
  ///   - onResize: called after one or more SIGWINCH.
  init(
    inputDescriptor: Int32,
    resizeDescriptor: Int32?,
    decoder: InputDecoder,
    flow: InputFlowControl,
    onEnd: @escaping @Sendable () -> Void,
    onResize: @escaping @Sendable () -> Void
  ) {
    let queue = DispatchQueue(label: "ThinTerminal.input")
    self.queue = queue
    self.flow = flow
    let input = DispatchSource.makeReadSource(fileDescriptor: inputDescriptor, queue: queue)
    // Suspending and resuming a dispatch source is thread-safe; its type is only not marked so.
    nonisolated(unsafe) let resumable = input
    input.setEventHandler { [input] in
      // 64 KiB per read keeps a large paste to a few reads.
      var buffer = [UInt8](repeating: 0, count: 65_536)
      let count = read(inputDescriptor, &buffer, buffer.count)
      if count > 0 {
        decoder.receive(buffer[..<count])
        flow.didRead(decoder: decoder, pause: { input.suspend() }, resume: { resumable.resume() })
      } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
        input.cancel()
        onEnd()
      }
    }
    self.input = input
    resize = resizeDescriptor.map { descriptor in
      let source = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: queue)
      source.setEventHandler {
        ResizeSignal.drain(descriptor)
        onResize()
      }
      return source
    }
  }

  func start() {
    input.resume()
    resize?.resume()
  }

  /// Stops reading. When this returns no handler is running or will run, so no byte meant for
  /// the shell after us is taken.
  func stop() {
    queue.sync {
      input.cancel()
      resize?.cancel()
    }
    // A cancelled source runs no handler; one paused must be resumed before it is released.
    flow.stop()
  }
}
