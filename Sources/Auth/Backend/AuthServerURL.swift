import Foundation

/// The base URL of a sign-in server, checked: `https`, or plain `http` only to a loopback host
/// (127.0.0.0/8, ::1, localhost), where nothing crosses a network; a port from 1 to 65535; no
/// query, fragment or credentials (the API's paths follow the URL's own path, and the client
/// sends no credentials of a URL).
public struct AuthServerURL: Hashable, Sendable, CustomStringConvertible {
  /// Why a URL was refused.
  public struct Refusal: Error, Hashable, Sendable, CustomStringConvertible {
    public let description: String
  }

  public let url: URL

  /// Checks `url`; throws a ``Refusal`` that says why it is not acceptable.
  public init(_ url: URL) throws(Refusal) {
    try self.init(url, as: url.absoluteString)
  }

  /// Checks `url`, which the user wrote as `written`: a refusal quotes what they wrote, in
  /// quotes (a text with spaces reads as one), not Foundation's percent-encoded form of it
  /// (`not%20a%20url`).
  private init(_ url: URL, as written: String) throws(Refusal) {
    guard let scheme = url.scheme?.lowercased(), scheme == "https" || scheme == "http" else {
      throw Refusal(description: "'\(written)' is not an http(s) URL.")
    }
    guard let host = url.host, !host.isEmpty else {
      throw Refusal(description: "'\(written)' names no host.")
    }
    guard scheme == "https" || Self.isLoopback(host: host) else {
      throw Refusal(
        description:
          "Refusing plain http:// to \(host): use https://, or a loopback address for a local "
          + "server.")
    }
    try Self.checkParts(of: url, as: written)
    self.url = url
  }

  /// Refuses a port out of range (the transport would trap on it), and a query, a fragment or
  /// credentials: a path appended after a query or a fragment would be part of it, and the
  /// credentials would go nowhere. A refusal of credentials does not quote them.
  private static func checkParts(of url: URL, as written: String) throws(Refusal) {
    if let port = url.port, !(1...65535).contains(port) {
      throw Refusal(description: "'\(written)' names port \(port): a port is 1 to 65535.")
    }
    guard url.user == nil, url.password == nil else {
      throw Refusal(
        description: "The server's URL names a user or a password: give it without them.")
    }
    guard url.query == nil, url.fragment == nil else {
      throw Refusal(
        description:
          "'\(written)' has a query or a fragment: give the server's base URL, which the API's "
          + "paths follow.")
    }
  }

  /// Parses and checks `string`.
  public init(string: String) throws(Refusal) {
    guard let url = URL(string: string) else {
      throw Refusal(description: "'\(string)' is not a URL.")
    }
    try self.init(url, as: string)
  }

  /// The URL of `path` on this server, e.g. "/v1/sessions".
  public func appending(path: String) -> URL {
    let base =
      url.absoluteString.hasSuffix("/") ? String(url.absoluteString.dropLast()) : url.absoluteString
    return URL(string: base + path) ?? url
  }

  public var description: String { url.absoluteString }

  /// Whether `host` is this machine: `localhost`, an IPv4 address in 127.0.0.0/8, or `::1`.
  public static func isLoopback(host: String) -> Bool {
    let host = host.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
    if host == "localhost" || host == "::1" || host == "0:0:0:0:0:0:0:1" { return true }
    let octets = host.split(separator: ".", omittingEmptySubsequences: false)
    guard octets.count == 4, octets[0] == "127" else { return false }
    return octets.allSatisfy { octet in
      octet.count <= 3 && octet.allSatisfy(\.isASCIIDigit) && (UInt8(octet) != nil)
    }
  }
}

extension Character {
  fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
