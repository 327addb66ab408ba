/// What makes an email and a password acceptable, checked alike by the sign-in form (before any
/// request) and by the server (on every request), and stated as patterns in the server's
/// OpenAPI document.
///
/// The client sends an email without surrounding spaces (``normalizedEmail(_:)``); the server
/// takes it as sent, so an email with spaces is refused there rather than silently trimmed.
public enum CredentialRules {
  /// The longest email accepted, as RFC 5321 allows, in Unicode scalars (what JSON Schema's
  /// `maxLength` counts).
  public static let maximumEmailLength = 254
  /// The longest password accepted, in Unicode scalars: what JSON Schema's `maxLength` counts,
  /// so that the OpenAPI document states the rule exactly. (The server hashes a digest of the
  /// password, so bcrypt's 72-byte limit cuts nothing.)
  public static let maximumPasswordLength = 128

  /// An email as a regular expression: text of ``EmailCharacters`` on both sides of one "@".
  public static var emailPattern: String {
    let part = EmailCharacters.characterClass + "+"
    return "^" + part + "@" + part + "$"
  }

  /// A password as a regular expression: no control character (C code would stop reading at a
  /// NUL). Its length is ``maximumPasswordLength``'s business.
  public static let passwordPattern = "^[^\\u0000-\\u001F\\u007F-\\u009F]+$"

  static let emptyEmailMessage = "Enter your email address."
  static let malformedEmailMessage = "Enter a valid email address."
  static let emptyPasswordMessage = "Enter your password."
  static let malformedPasswordMessage = "Enter a valid password."
  static let longEmailMessage = "An email address is at most \(maximumEmailLength) characters."
  static let longPasswordMessage = "A password is at most \(maximumPasswordLength) characters."

  /// The email as the client checks and sends it: without surrounding whitespace.
  public static func normalizedEmail(_ email: String) -> String {
    let scalars = email.unicodeScalars
    guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
      let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
    else { return "" }
    return String(scalars[first...last])
  }

  /// Whether `email` is an address: characters of ``EmailCharacters`` on both sides of a single
  /// "@", at most ``maximumEmailLength`` scalars.
  public static func isEmailAddress(_ email: String) -> Bool {
    let scalars = email.unicodeScalars
    guard scalars.count <= maximumEmailLength,
      let at = scalars.firstIndex(of: "@"), at != scalars.startIndex,
      scalars.index(after: at) != scalars.endIndex
    else { return false }
    return scalars.indices.allSatisfy { $0 == at || EmailCharacters.contains(scalars[$0]) }
  }

  /// Whether `password` can be hashed and compared faithfully: 1 to ``maximumPasswordLength``
  /// Unicode scalars, and no control character.
  public static func isAcceptablePassword(_ password: String) -> Bool {
    !password.isEmpty && password.unicodeScalars.count <= maximumPasswordLength
      && !password.unicodeScalars.contains { $0.properties.generalCategory == .control }
  }

  /// The first problem with `email` (already normalized) and `password`, if any: the email is
  /// checked first, and only the first problem is reported.
  public static func problem(email: String, password: String) -> CredentialProblem? {
    emailProblem(email) ?? passwordProblem(password)
  }

  /// The first problem of a request body's fields, where those in `notText` came as something
  /// other than text (ill-formed, whatever else they are) and a missing one reads as empty.
  package static func problem(
    email: String?, password: String?, notText: Set<CredentialProblem.Field>
  ) -> CredentialProblem? {
    emailProblem(email, notText: notText) ?? passwordProblem(password, notText: notText)
  }

  /// ``emailProblem(_:)`` of a request body's field (see ``problem(email:password:notText:)``).
  package static func emailProblem(_ email: String?, notText: Set<CredentialProblem.Field>)
    -> CredentialProblem?
  {
    guard !notText.contains(.email) else {
      return CredentialProblem(.email, message: malformedEmailMessage)
    }
    return emailProblem(email ?? "")
  }

  private static func passwordProblem(
    _ password: String?, notText: Set<CredentialProblem.Field>
  ) -> CredentialProblem? {
    guard !notText.contains(.password) else {
      return CredentialProblem(.password, message: malformedPasswordMessage)
    }
    return passwordProblem(password ?? "")
  }

  /// Why `email` (already normalized) is refused: empty, too long (said as such: the rule is
  /// not one a person sees), or not an address.
  public static func emailProblem(_ email: String) -> CredentialProblem? {
    if email.isEmpty { return CredentialProblem(.email, message: emptyEmailMessage) }
    if email.unicodeScalars.count > maximumEmailLength {
      return CredentialProblem(.email, message: longEmailMessage)
    }
    if !isEmailAddress(email) { return CredentialProblem(.email, message: malformedEmailMessage) }
    return nil
  }

  /// Why `password` is refused: empty, too long (said as such: its bullets do not show it), or
  /// one that cannot be compared faithfully.
  public static func passwordProblem(_ password: String) -> CredentialProblem? {
    if password.isEmpty { return CredentialProblem(.password, message: emptyPasswordMessage) }
    if password.unicodeScalars.count > maximumPasswordLength {
      return CredentialProblem(.password, message: longPasswordMessage)
    }
    if !isAcceptablePassword(password) {
      return CredentialProblem(.password, message: malformedPasswordMessage)
    }
    return nil
  }
}
