extension AuthAPI {
  /// Every error answer: `{code, message}`, with `retryAfter` (seconds) when the server asks
  /// the client to wait (429, 503).
  public struct ErrorBody: Codable, Sendable, Equatable {
    public var code: Int
    public var message: String
    public var retryAfter: Int?

    public init(code: AuthErrorCode, message: String, retryAfter: Int? = nil) {
      self.code = code.rawValue
      self.message = message
      self.retryAfter = retryAfter
    }
  }
}
