import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A server on loopback that takes one connection, reads a request's head, writes `answer` as
/// it is (any bytes, a broken status line included), stops sending, and closes once the client
/// does: an answer no real server library would write.
final class ScriptedServer: Sendable {
  let port: Int
  private let descriptor: Int32
  /// Ends once the client closed the connection.
  let done: Task<Void, any Error>

  init(answering answer: String) throws {
    let socket = try LoopbackSocket(listeningWithBacklog: 1)
    port = socket.port
    let descriptor = socket.take()
    self.descriptor = descriptor
    done = Task.detached { try await Self.answerOne(on: descriptor, with: Array(answer.utf8)) }
  }

  deinit {
    close(descriptor)
  }

  /// The server's base URL.
  var url: URL { URL(string: "http://127.0.0.1:\(port)")! }

  /// On a thread of its own: accepting and reading block.
  private static func answerOne(on listener: Int32, with answer: [UInt8]) async throws {
    try await withCheckedThrowingContinuation {
      (continuation: CheckedContinuation<Void, any Error>) in
      Thread {
        let connection = accept(listener, nil, nil)
        guard connection >= 0 else {
          return continuation.resume(throwing: RawConnectionError(step: "accept"))
        }
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !String(decoding: received, as: UTF8.self).contains("\r\n\r\n") {
          let count = recv(connection, &buffer, buffer.count, 0)
          guard count > 0 else { break }
          received += buffer[0..<count]
        }
        _ = answer.withUnsafeBytes { send(connection, $0.baseAddress, $0.count, 0) }
        shutdown(connection, Int32(SHUT_WR))
        while recv(connection, &buffer, buffer.count, 0) > 0 {}
        close(connection)
        continuation.resume()
      }.start()
    }
  }
}
