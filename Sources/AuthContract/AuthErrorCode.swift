/// The classic sign-in error codes, plus the three cases a network client adds (rate-limited,
/// unreachable, and a connection the server closed before it answered). The server sends the
/// same numbers in its error bodies (all but the last two, which only a client sees).
public enum AuthErrorCode: Int, Hashable, Sendable, CaseIterable, Codable {
  case unknown = 999
  case invalidCredentials = 1000
  case invalidUserName = 1001
  case invalidPassword = 1002
  case unauthorized = 1003
  case serialization = 1004
  case http = 1005
  case backend = 1006
  case invalidResponse = 1007
  case badRequest = 1008
  case rateLimited = 1009
  case unreachable = 1010
  case connectionClosed = 1011
}
