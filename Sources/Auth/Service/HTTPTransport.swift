import Foundation

/// Sends one HTTP request and returns the answer: the one door between the sign-in client and
/// the network, so that tests put a fake in its place and never touch a real network.
///
/// Throws a `URLError` when no answer came, or none that could be read.
public protocol HTTPTransport: Sendable {
  func send(_ request: HTTPRequest) async throws -> HTTPAnswer
}

/// An HTTP request, as the sign-in client makes it: plain values a fake transport can read.
public struct HTTPRequest: Hashable, Sendable {
  public var method: String
  public var url: URL
  public var headerFields: [String: String]
  public var body: Data?
  /// How long the transport itself may wait for an answer.
  public var timeout: Duration

  public init(
    method: String, url: URL, headerFields: [String: String] = [:], body: Data? = nil,
    timeout: Duration
  ) {
    self.method = method
    self.url = url
    self.headerFields = headerFields
    self.body = body
    self.timeout = timeout
  }
}

/// An HTTP answer: its status, its header fields (names lowercased) and its body.
public struct HTTPAnswer: Hashable, Sendable {
  public var statusCode: Int
  public var headerFields: [String: String]
  public var body: Data

  public init(statusCode: Int, headerFields: [String: String] = [:], body: Data = Data()) {
    self.statusCode = statusCode
    self.headerFields = Dictionary(
      headerFields.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { first, _ in first })
    self.body = body
  }

  /// The value of the header field `name`, whatever its case.
  public func value(forHeaderField name: String) -> String? {
    headerFields[name.lowercased()]
  }
}
