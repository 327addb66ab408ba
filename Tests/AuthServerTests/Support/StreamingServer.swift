import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A loopback server on a raw socket that answers one request with `head` and then `body`,
/// counting the bytes the kernel took from it, until it is done or the client hangs up.
///
/// Its send buffer is small (64 KiB), so what it got onto the wire is close to what the client
/// received: the client can have held no more (its own socket buffer included).
final class StreamingServer: Sendable {
  let port: Int
  /// The bytes of the body the kernel took.
  var written: Int { counted.load(ordering: .relaxed) }

  private let listener: Int32
  private let counted = Atomic(0)
  private let ended: AsyncStream<Void>

  /// Listens on a free port and answers the first connection in the background.
  init(head: String, body: [UInt8], repeated times: Int = 1) throws {
    let socket = try LoopbackSocket(listeningWithBacklog: 4)
    port = socket.port
    let descriptor = socket.take()
    listener = descriptor
    let (ended, end) = AsyncStream.makeStream(of: Void.self)
    self.ended = ended
    // A thread of its own: see RawConnection's reads.
    Thread {
      defer { end.yield() }
      let client = accept(descriptor, nil, nil)
      guard client >= 0 else { return }
      defer { close(client) }
      var size: Int32 = 64 * 1024
      setsockopt(client, SOL_SOCKET, SO_SNDBUF, &size, socklen_t(MemoryLayout<Int32>.size))
      Self.readHead(client)
      guard Self.send(Array(head.utf8), to: client) == head.utf8.count else { return }
      for _ in 0..<times {
        let sent = Self.send(body, to: client)
        self.counted.add(sent, ordering: .relaxed)
        guard sent == body.count else { return }
      }
    }.start()
  }

  deinit {
    close(listener)
  }

  /// Returns once the answer is over: all sent, or the client gone.
  func waitForTheEnd() async {
    for await _ in ended { return }
  }

  private static func readHead(_ client: Int32) {
    var received: [UInt8] = []
    var byte: UInt8 = 0
    while !received.suffix(4).elementsEqual([13, 10, 13, 10]), recv(client, &byte, 1, 0) == 1 {
      received.append(byte)
    }
  }

  /// How many of `bytes` the kernel took before it refused more (the client gone).
  private static func send(_ bytes: [UInt8], to client: Int32) -> Int {
    var sent = 0
    while sent < bytes.count {
      let count = bytes[sent...].withUnsafeBytes {
        #if canImport(Glibc)
          Glibc.send(client, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
        #else
          Darwin.send(client, $0.baseAddress, $0.count, 0)
        #endif
      }
      guard count > 0 else { return sent }
      sent += count
    }
    return sent
  }
}
