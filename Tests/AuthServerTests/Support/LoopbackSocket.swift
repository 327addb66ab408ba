#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A TCP socket bound to a free port of 127.0.0.1, listening when `backlog` is given. A socket
/// that is bound and does not listen holds its port with nobody behind it: a connection to it
/// is refused, and no server started meanwhile can take the port.
struct LoopbackSocket: ~Copyable {
  let descriptor: Int32
  let port: Int

  init(listeningWithBacklog backlog: Int32? = nil) throws {
    let descriptor = openSocket()
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(descriptor, $0, length) == 0 && (backlog.map { listen(descriptor, $0) == 0 } ?? true)
          && getsockname(descriptor, $0, &length) == 0
      }
    }
    guard bound else {
      close(descriptor)
      throw RawConnectionError(step: backlog == nil ? "bind" : "listen")
    }
    self.descriptor = descriptor
    port = Int(UInt16(bigEndian: address.sin_port))
  }

  /// Gives the descriptor to the caller, who closes it.
  consuming func take() -> Int32 {
    let descriptor = descriptor
    discard self
    return descriptor
  }

  /// Closes the socket here: a test's last use of it, so that it holds its port until then.
  consuming func closeNow() {}

  deinit {
    close(descriptor)
  }
}
