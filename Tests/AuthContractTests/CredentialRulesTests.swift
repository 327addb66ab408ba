import AuthContract
import Testing

/// What the form and the server accept.
@Suite struct CredentialRulesTests {
  @Test(arguments: ["a@b", "ada@example.com", "ädä@exämple.org", "名前@例え.jp", "a+b@c.d"])
  func addresses(email: String) {
    #expect(CredentialRules.isEmailAddress(email))
  }

  @Test(arguments: [
    "", "@", "ada", "ada@", "@example.com", "a@b@c", "ada @example.com", "ada@exa\tmple.com",
    " ada@example.com", String(repeating: "a", count: 250) + "@b.cd",
  ])
  func notAddresses(email: String) {
    #expect(!CredentialRules.isEmailAddress(email))
  }

  /// Characters that would show an address other than the one stored, or hide part of it, in
  /// a log or on a screen.
  @Test(arguments: [
    "\u{202E}", "\u{202A}", "\u{2066}", "\u{2069}", "\u{200E}", "\u{200F}", "\u{200B}", "\u{200D}",
    "\u{2060}", "\u{FEFF}", "\u{AD}", "\u{61C}", "\u{0}", "\u{1B}", "\u{7F}", "\u{85}", "\u{A0}",
    "\u{2028}", "\u{3000}", "\u{E000}", "\u{E0041}", "\u{1F600}",
  ])
  func controlFormattingAndInvisibleCharactersAreRefused(character: String) {
    #expect(!CredentialRules.isEmailAddress("ada\(character)@example.com"))
    #expect(!CredentialRules.isEmailAddress("ada@example\(character).com"))
  }

  @Test func emailLengthCountsUnicodeScalarsAsJSONSchemaDoes() {
    let local = String(repeating: "e\u{301}", count: 126)
    #expect(local.count == 126)
    #expect(!CredentialRules.isEmailAddress(local + "@b.c"), "256 scalars, 130 characters")
    #expect(CredentialRules.isEmailAddress(String(repeating: "a", count: 250) + "@b.c"))
  }

  @Test func theEmailCharactersLeaveOutEveryControlFormatAndSpaceScalar() {
    let refused: Set<Unicode.GeneralCategory> = [
      .control, .format, .surrogate, .privateUse, .spaceSeparator, .lineSeparator,
      .paragraphSeparator,
    ]
    for value in UInt32(0)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value), EmailCharacters.contains(scalar) else { continue }
      #expect(value <= 0xFFFF, "outside the Basic Multilingual Plane: \(value)")
      #expect(!refused.contains(scalar.properties.generalCategory), "U+\(value)")
      #expect(!scalar.properties.isWhitespace && !scalar.properties.isNoncharacterCodePoint)
      #expect(scalar != "@")
    }
  }

  @Test func thePatternsAreWrittenForEveryRegexEngine() {
    #expect(CredentialRules.emailPattern.hasPrefix("^[\\u0021-\\u003F\\u0041-\\u007E"))
    #expect(CredentialRules.emailPattern.hasSuffix("]+$"))
    #expect(CredentialRules.emailPattern.unicodeScalars.allSatisfy { $0.isASCII })
    #expect(CredentialRules.passwordPattern == "^[^\\u0000-\\u001F\\u007F-\\u009F]+$")
  }

  @Test func theEmailIsCheckedFirstAndOnlyTheFirstProblemIsReported() {
    let emptyEmail = CredentialRules.problem(email: "", password: "")
    #expect(emptyEmail == CredentialProblem(.email, message: "Enter your email address."))
    #expect(emptyEmail?.code == .invalidUserName)
    let malformed = CredentialRules.problem(email: "ada", password: "")
    #expect(malformed == CredentialProblem(.email, message: "Enter a valid email address."))
    let emptyPassword = CredentialRules.problem(email: "a@b", password: "")
    #expect(emptyPassword == CredentialProblem(.password, message: "Enter your password."))
    #expect(emptyPassword?.code == .invalidPassword)
    #expect(CredentialRules.problem(email: "a@b", password: "x") == nil)
  }

  /// A value refused for its length says so: "valid" would send a person looking for a wrong
  /// character, and a password's bullets hide how long it is.
  @Test func tooLongIsSaidAsSuch() {
    let email = String(repeating: "a", count: 243) + "@example.com"
    #expect(
      CredentialRules.emailProblem(email)
        == CredentialProblem(.email, message: "An email address is at most 254 characters."))
    #expect(CredentialRules.emailProblem(String(email.dropFirst())) == nil)
    #expect(
      CredentialRules.passwordProblem(String(repeating: "漢", count: 129))
        == CredentialProblem(.password, message: "A password is at most 128 characters."))
    #expect(CredentialRules.passwordProblem(String(repeating: "漢", count: 128)) == nil)
    #expect(
      CredentialRules.passwordProblem(String(repeating: "a\u{0}", count: 70))
        == CredentialProblem(.password, message: "A password is at most 128 characters."),
      "its length is said first")
  }

  /// Lengths count Unicode scalars, as JSON Schema's `maxLength` does: 128 of anything, four
  /// bytes each or one, and no more.
  @Test func passwordsAreCountedInScalarsAsTheDocumentCountsThem() {
    for scalar in ["p", "é", "漢", "😀"] {
      #expect(CredentialRules.isAcceptablePassword(String(repeating: scalar, count: 128)))
      #expect(!CredentialRules.isAcceptablePassword(String(repeating: scalar, count: 129)))
    }
    // A decomposed "é" is two scalars, as a JSON reader counts it.
    #expect(!CredentialRules.isAcceptablePassword(String(repeating: "e\u{301}", count: 65)))
  }

  @Test func passwordsThatCannotBeComparedFaithfullyAreRefused() {
    #expect(!CredentialRules.isAcceptablePassword("abc\u{0}def"))
    #expect(CredentialRules.passwordProblem("abc\u{0}def")?.field == .password)
  }

  @Test func emailsAreTrimmedByTheClient() {
    #expect(CredentialRules.normalizedEmail("  ada@example.com \n") == "ada@example.com")
    #expect(CredentialRules.normalizedEmail(" \t ") == "")
  }
}
