/// What makes an email and a password acceptable, checked alike by the sign-in form (before any
/// request) and by the server (on every request).
public enum CredentialRules {
  /// The longest email accepted, as RFC 5321 allows.
  public static let maximumEmailLength = 254
  /// The longest password accepted, in UTF-8 bytes: bcrypt reads no further, so a longer one
  /// would be silently cut.
  public static let maximumPasswordBytes = 72

  static let emptyEmailMessage = "Enter your email address."
  static let malformedEmailMessage = "Enter a valid email address."
  static let emptyPasswordMessage = "Enter your password."
  static let malformedPasswordMessage = "Enter a valid password."

  /// The email as it is checked and sent: without surrounding spaces.
  public static func normalizedEmail(_ email: String) -> String {
    email.trimmingWhitespace()
  }

  /// Whether `email` is an address: text on both sides of a single "@", no spaces or control
  /// characters, at most ``maximumEmailLength`` characters.
  public static func isEmailAddress(_ email: String) -> Bool {
    let parts = email.split(separator: "@", omittingEmptySubsequences: false)
    guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty,
      email.count <= maximumEmailLength
    else { return false }
    return !email.unicodeScalars.contains { scalar in
      scalar.properties.isWhitespace || scalar.properties.generalCategory == .control
    }
  }

  /// The first problem with `email` (already normalized) and `password`, if any: the email is
  /// checked first, and only the first problem is reported.
  public static func problem(email: String, password: String) -> AuthError? {
    emailProblem(email) ?? passwordProblem(password)
  }

  /// Why `email` (already normalized) is refused: empty, or not an address.
  public static func emailProblem(_ email: String) -> AuthError? {
    if email.isEmpty { return refusal(.invalidUserName, emptyEmailMessage) }
    if !isEmailAddress(email) { return refusal(.invalidUserName, malformedEmailMessage) }
    return nil
  }

  /// Why `password` is refused: empty, or one that cannot be compared faithfully.
  public static func passwordProblem(_ password: String) -> AuthError? {
    if password.isEmpty { return refusal(.invalidPassword, emptyPasswordMessage) }
    if !isAcceptablePassword(password) {
      return refusal(.invalidPassword, malformedPasswordMessage)
    }
    return nil
  }

  /// Whether `password` (non-empty) can be hashed and compared faithfully: at most
  /// ``maximumPasswordBytes`` UTF-8 bytes, and no NUL or other control character (C code
  /// would stop reading at a NUL).
  public static func isAcceptablePassword(_ password: String) -> Bool {
    !password.isEmpty && password.utf8.count <= maximumPasswordBytes
      && !password.unicodeScalars.contains { $0.properties.generalCategory == .control }
  }

  private static func refusal(_ code: AuthError.Code, _ message: String) -> AuthError {
    AuthError(code, message: message, wasRequestPerformed: false)
  }
}

extension String {
  /// The string without leading and trailing whitespace and newlines.
  func trimmingWhitespace() -> String {
    let scalars = unicodeScalars
    guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
      let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
    else { return "" }
    return String(scalars[first...last])
  }
}
