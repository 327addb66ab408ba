import Dispatch

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a terminal's input and its resize notifications on a serial queue of its own, so the
/// main actor never blocks on `read`.
final class TerminalInputSource {
  private let queue: DispatchQueue
  private let input: DispatchSourceRead
  private let resize: DispatchSourceRead?

  /// Watches `inputDescriptor` and, when given, the read end of the resize pipe.
  ///
  /// - Parameters:
  ///   - onBytes: called with each chunk read, in order.
  ///   - onEnd: called once when input ends (the terminal hung up).
  ///   - onResize: called after one or more SIGWINCH.
  init(
    inputDescriptor: Int32,
    resizeDescriptor: Int32?,
    onBytes: @escaping @Sendable (ArraySlice<UInt8>) -> Void,
    onEnd: @escaping @Sendable () -> Void,
    onResize: @escaping @Sendable () -> Void
  ) {
    let queue = DispatchQueue(label: "ThinTerminal.input")
    self.queue = queue
    let input = DispatchSource.makeReadSource(fileDescriptor: inputDescriptor, queue: queue)
    input.setEventHandler { [input] in
      // 64 KiB per read keeps a large paste to a few reads.
      var buffer = [UInt8](repeating: 0, count: 65_536)
      let count = read(inputDescriptor, &buffer, buffer.count)
      if count > 0 {
        onBytes(buffer[..<count])
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
  }
}
