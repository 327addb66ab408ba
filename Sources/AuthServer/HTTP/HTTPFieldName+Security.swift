import HTTPTypes

/// Header names OWASP asks of an API that HTTPTypes does not name.
extension HTTPField.Name {
  /// Whether a page may frame the answer (`DENY`); older browsers ignore CSP's frame-ancestors.
  static let xFrameOptions = HTTPField.Name("X-Frame-Options")!
  /// What a browser sends as Referer when it follows a link out of the answer.
  static let referrerPolicy = HTTPField.Name("Referrer-Policy")!
}
