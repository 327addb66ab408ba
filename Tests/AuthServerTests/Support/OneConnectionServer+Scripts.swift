import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension OneConnectionServer {
  /// Reads a request's head, writes `answer` as it is (any bytes, a broken status line
  /// included), stops sending, and closes once the client does.
  static func answering(_ answer: String) throws -> OneConnectionServer {
    try OneConnectionServer { connection in
      readHead(of: connection)
      let bytes = Array(answer.utf8)
      _ = bytes.withUnsafeBytes { send(connection, $0.baseAddress, $0.count, 0) }
      shutdown(connection, Int32(SHUT_WR))
      var buffer = [UInt8](repeating: 0, count: 4096)
      while recv(connection, &buffer, buffer.count, 0) > 0 {}
      close(connection)
    }
  }

  /// Reads a request's head first when `readsHead` (else nothing), then resets the connection
  /// without a word (`SO_LINGER` 0, then close): what a client sees when a server refuses a
  /// request by closing on it.
  static func resetting(readsHead: Bool) throws -> OneConnectionServer {
    try OneConnectionServer { connection in
      if readsHead { readHead(of: connection) }
      var linger = Glibc.linger(l_onoff: 1, l_linger: 0)
      setsockopt(
        connection, SOL_SOCKET, SO_LINGER, &linger, socklen_t(MemoryLayout<Glibc.linger>.size))
      close(connection)
    }
  }
}
