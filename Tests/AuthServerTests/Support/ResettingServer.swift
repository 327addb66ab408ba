import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A server on loopback that takes one connection, reads a request's head (or nothing), and
/// resets the connection without a word (`SO_LINGER` 0, then close): what a client sees when
/// a server refuses a request by closing on it.
final class ResettingServer: Sendable {
  let port: Int
  private let descriptor: Int32
  /// Ends once the connection was reset.
  let done: Task<Void, any Error>

  /// Reads the head first when `readsHead`; else resets as soon as the connection is taken.
  init(readsHead: Bool) throws {
    let socket = try LoopbackSocket(listeningWithBacklog: 1)
    port = socket.port
    let descriptor = socket.take()
    self.descriptor = descriptor
    done = Task.detached { try await Self.resetOne(on: descriptor, readingHead: readsHead) }
  }

  deinit {
    close(descriptor)
  }

  /// On a thread of its own: accepting and reading block.
  private static func resetOne(on listener: Int32, readingHead: Bool) async throws {
    try await withCheckedThrowingContinuation {
      (continuation: CheckedContinuation<Void, any Error>) in
      Thread {
        let connection = accept(listener, nil, nil)
        guard connection >= 0 else {
          return continuation.resume(throwing: RawConnectionError(step: "accept"))
        }
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while readingHead, !received.containsHeadEnd {
          let count = recv(connection, &buffer, buffer.count, 0)
          guard count > 0 else { break }
          received += buffer[0..<count]
        }
        var linger = Glibc.linger(l_onoff: 1, l_linger: 0)
        setsockopt(
          connection, SOL_SOCKET, SO_LINGER, &linger, socklen_t(MemoryLayout<Glibc.linger>.size))
        close(connection)
        continuation.resume()
      }.start()
    }
  }
}

extension [UInt8] {
  fileprivate var containsHeadEnd: Bool {
    String(decoding: self, as: UTF8.self).contains("\r\n\r\n")
  }
}
