import HTTPTypes

/// The Host rule of RFC 9112 §3.2: a server answers 400 to a request without a Host field,
/// with more than one, or with one that is not a host and an optional port.
///
/// The HTTP/1 codec moves the first Host into the request's authority and leaves any other
/// among the header fields, so both are looked at.
enum HostField {
  private static let name = HTTPField.Name("Host")!

  /// Whether `request` carries exactly one Host whose value could be one.
  static func isValid(in request: HTTPRequest) -> Bool {
    guard let authority = request.authority, request.headerFields[name] == nil else {
      return false
    }
    // An empty host is no host for an http URI (RFC 9110 §4.2.1).
    return !authority.isEmpty && authority.unicodeScalars.allSatisfy(allowed.contains)
  }

  /// What `uri-host [":" port]` is made of (RFC 3986 §3.2.2): an IP literal's brackets and
  /// colons, a registered name's unreserved and sub-delimiter characters, percent escapes.
  /// Never a space, "@" (user info) or "/".
  private static let allowed: Set<Unicode.Scalar> = Set(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~!$&'()*+,;=:[]%"
      .unicodeScalars)
}
