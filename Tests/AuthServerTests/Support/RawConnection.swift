import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A TCP connection to the server on loopback that sends bytes exactly as given: for what no
/// HTTP client would send (broken framing, a head that never ends, a body that stalls).
///
/// Reads block a thread of their own, never the caller's; each read gives up after
/// ``readLimit``, a bound that only a broken server reaches.
final class RawConnection: @unchecked Sendable {
  /// The longest a read waits for bytes before it fails the test.
  static let readLimit: Duration = .seconds(60)

  private let descriptor: Int32

  private init(descriptor: Int32) {
    self.descriptor = descriptor
  }

  deinit {
    closeDescriptor(descriptor)
  }

  /// Connects to 127.0.0.1:`port`, from `localAddress` if given, and sends `first` at once
  /// (in the same step, so that no wait of the test's falls between the two).
  static func open(port: Int, from localAddress: String? = nil, sending first: String = "")
    async throws -> RawConnection
  {
    try await offThread {
      let descriptor = openSocket()
      guard descriptor >= 0 else { throw RawConnectionError(step: "socket") }
      let connection = RawConnection(descriptor: descriptor)
      var timeout = timeval(tv_sec: Int(readLimit.components.seconds), tv_usec: 0)
      setsockopt(
        descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
      if let localAddress {
        var local = try address(localAddress, port: 0)
        let bound = withUnsafePointer(to: &local) {
          $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
            bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
          }
        }
        guard bound == 0 else { throw RawConnectionError(step: "bind \(localAddress)") }
      }
      var remote = try address("127.0.0.1", port: port)
      let connected = withUnsafePointer(to: &remote) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
        }
      }
      guard connected == 0 else { throw RawConnectionError(step: "connect") }
      try connection.sendNow(first)
      return connection
    }
  }

  /// Sends `text` as UTF-8, exactly.
  func send(_ text: String) async throws {
    try await Self.offThread { try self.sendNow(text) }
  }

  private func sendNow(_ text: String) throws {
    let bytes = Array(text.utf8)
    var sent = 0
    while sent < bytes.count {
      let count = bytes[sent...].withUnsafeBytes {
        sendBytes(descriptor, $0.baseAddress, $0.count)
      }
      guard count > 0 else { throw RawConnectionError(step: "send") }
      sent += count
    }
  }

  /// Says that nothing more will be sent (a half-close): the server still answers.
  func finishSending() {
    shutdown(descriptor, Int32(SHUT_WR))
  }

  /// Closes the connection both ways, as a client that goes away does.
  func close() {
    shutdown(descriptor, Int32(SHUT_RDWR))
  }

  /// The next whole answer (its head, and as many body bytes as `Content-Length` says).
  func readAnswer() async throws -> RawAnswer {
    try await Self.offThread {
      var received: [UInt8] = []
      var buffer = [UInt8](repeating: 0, count: 1)
      while true {
        if let answer = RawAnswer(String(decoding: received, as: UTF8.self)), answer.isComplete {
          return answer
        }
        let count = recv(self.descriptor, &buffer, 1, 0)
        guard count > 0 else { throw RawConnectionError(step: "read an answer") }
        received += buffer[0..<count]
      }
    }
  }

  /// Everything the server sends until it closes the connection.
  func readToEnd() async throws -> String {
    try await Self.offThread {
      var received: [UInt8] = []
      var buffer = [UInt8](repeating: 0, count: 16 * 1024)
      while true {
        let count = recv(self.descriptor, &buffer, buffer.count, 0)
        let error = errno
        // A reset closes the connection as surely as an end of stream does.
        if count == 0 || (count < 0 && error == ECONNRESET) { break }
        guard count > 0 else { throw RawConnectionError(step: "read to the end", code: error) }
        received += buffer[0..<count]
      }
      return String(decoding: received, as: UTF8.self)
    }
  }

  /// Whether bytes (or the end of the stream) have arrived, without waiting for any.
  var hasAnythingArrived: Bool {
    var byte: UInt8 = 0
    return recv(descriptor, &byte, 1, Int32(MSG_PEEK | MSG_DONTWAIT)) >= 0
  }

  private static func address(_ text: String, port: Int) throws -> sockaddr_in {
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    guard inet_pton(AF_INET, text, &address.sin_addr) == 1 else {
      throw RawConnectionError(step: "address \(text)")
    }
    return address
  }

  /// Runs a blocking call on a thread of its own. Not on a dispatch queue: Swift's cooperative
  /// threads come from the same pool on Linux, and a test with a thousand connections waiting
  /// on answers would starve the very server that gives them.
  private static func offThread<T: Sendable>(_ work: @escaping @Sendable () throws -> T)
    async throws -> T
  {
    try await withCheckedThrowingContinuation { continuation in
      let thread = Thread { continuation.resume(with: Result { try work() }) }
      thread.start()
    }
  }
}

/// A TCP socket, through the platform's own spelling.
func openSocket() -> Int32 {
  #if canImport(Glibc)
    socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
  #else
    socket(AF_INET, SOCK_STREAM, 0)
  #endif
}

/// Closes a socket (the name `close` is taken by ``RawConnection/close()`` inside the class).
private func closeDescriptor(_ descriptor: Int32) {
  close(descriptor)
}

/// Sends bytes without raising SIGPIPE on a closed connection.
private func sendBytes(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
  #if canImport(Glibc)
    send(descriptor, bytes, count, Int32(MSG_NOSIGNAL))
  #else
    send(descriptor, bytes, count, 0)
  #endif
}

/// A socket call failed.
struct RawConnectionError: Error, CustomStringConvertible {
  let step: String
  /// The call's `errno`, read at once (a later read may see another call's).
  var code: Int32 = currentErrno()

  var description: String { "raw connection: \(step) failed (errno \(code))" }
}

/// The calling thread's `errno` (inside ``RawConnectionError`` the name is taken).
private func currentErrno() -> Int32 {
  errno
}

/// One HTTP/1.1 answer as read off a raw connection: status, header fields (names
/// lowercased) and body.
struct RawAnswer {
  let status: Int
  let headerFields: [String: String]
  let body: String
  /// Whether the body has all the bytes `Content-Length` announced.
  let isComplete: Bool

  /// The first answer in `text`, or nil when `text` does not start with one.
  init?(_ text: String) {
    guard let split = text.range(of: "\r\n\r\n") else { return nil }
    let lines = text[..<split.lowerBound].components(separatedBy: "\r\n")
    let statusLine = lines[0].split(separator: " ")
    guard statusLine.count >= 2, let status = Int(statusLine[1]) else { return nil }
    var fields: [String: String] = [:]
    for line in lines.dropFirst() {
      guard let colon = line.firstIndex(of: ":") else { continue }
      fields[line[..<colon].lowercased()] = line[line.index(after: colon)...]
        .trimmingCharacters(in: .whitespaces)
    }
    let rest = text[split.upperBound...]
    let length = fields["content-length"].flatMap { Int($0) } ?? rest.utf8.count
    self.status = status
    headerFields = fields
    body = String(decoding: Array(rest.utf8.prefix(length)), as: UTF8.self)
    isComplete = rest.utf8.count >= length
  }

  /// The body as a JSON object, or nil.
  var json: [String: Any]? {
    (try? JSONSerialization.jsonObject(with: Data(body.utf8))) as? [String: Any]
  }

  /// Every answer in `text`, in order.
  static func all(in text: String) -> [RawAnswer] {
    text.components(separatedBy: "HTTP/1.1 ").dropFirst().compactMap { RawAnswer("HTTP/1.1 " + $0) }
  }
}
