import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A server on loopback that takes one connection and does to it what a test scripts, on a
/// thread of its own (accepting and reading block): answers no real server library would give.
final class OneConnectionServer: Sendable {
  let port: Int
  private let descriptor: Int32
  /// Ends once the script is done with the connection.
  let done: Task<Void, any Error>

  /// Listens, and runs `script` on the first connection taken, which it must close.
  init(_ script: @escaping @Sendable (_ connection: Int32) -> Void) throws {
    let socket = try LoopbackSocket(listeningWithBacklog: 1)
    port = socket.port
    let descriptor = socket.take()
    self.descriptor = descriptor
    done = Task.detached { try await Self.serveOne(on: descriptor, script) }
  }

  deinit {
    close(descriptor)
  }

  /// The server's base URL.
  var url: URL { URL(string: "http://127.0.0.1:\(port)")! }

  private static func serveOne(
    on listener: Int32, _ script: @escaping @Sendable (Int32) -> Void
  ) async throws {
    try await withCheckedThrowingContinuation {
      (continuation: CheckedContinuation<Void, any Error>) in
      Thread {
        let connection = accept(listener, nil, nil)
        guard connection >= 0 else {
          return continuation.resume(throwing: RawConnectionError(step: "accept"))
        }
        script(connection)
        continuation.resume()
      }.start()
    }
  }

  /// Reads from `connection` until a request's head has ended, or the client stopped sending.
  static func readHead(of connection: Int32) {
    var received: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while !String(decoding: received, as: UTF8.self).contains("\r\n\r\n") {
      let count = recv(connection, &buffer, buffer.count, 0)
      guard count > 0 else { return }
      received += buffer[0..<count]
    }
  }
}
