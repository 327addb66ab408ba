/// Says where the sign-in server is. A server that starts on demand (the demo's in-process
/// one) answers once it is listening.
public protocol AuthServerLocating: Sendable {
  /// The server's base URL; throws when it cannot be had (the server did not start).
  func serverURL() async throws -> AuthServerURL
}

/// A server at a known address: `demo auth --server URL`, or a test's.
public struct FixedAuthServer: AuthServerLocating {
  public let url: AuthServerURL

  public init(_ url: AuthServerURL) {
    self.url = url
  }

  public func serverURL() async throws -> AuthServerURL { url }
}
