import Auth
import Testing

/// What the form and the server accept.
@Suite struct CredentialRulesTests {
  @Test(arguments: ["a@b", "ada@example.com", "ädä@exämple.org"])
  func addresses(email: String) {
    #expect(CredentialRules.isEmailAddress(email))
  }

  @Test(arguments: [
    "", "@", "ada", "ada@", "@example.com", "a@b@c", "ada @example.com", "ada@exa\tmple.com",
    String(repeating: "a", count: 250) + "@b.cd",
  ])
  func notAddresses(email: String) {
    #expect(!CredentialRules.isEmailAddress(email))
  }

  @Test func theEmailIsCheckedFirstAndOnlyTheFirstProblemIsReported() {
    let emptyEmail = CredentialRules.problem(email: "", password: "")
    #expect(emptyEmail?.isInvalidUserName == true)
    #expect(emptyEmail?.userReadableMessage == "Enter your email address.")
    #expect(emptyEmail?.wasRequestPerformed == false)
    let malformed = CredentialRules.problem(email: "ada", password: "")
    #expect(malformed?.isInvalidUserName == true)
    #expect(malformed?.userReadableMessage == "Enter a valid email address.")
    let emptyPassword = CredentialRules.problem(email: "a@b", password: "")
    #expect(emptyPassword?.isInvalidPassword == true)
    #expect(emptyPassword?.isInvalidUserName == false)
    #expect(CredentialRules.problem(email: "a@b", password: "x") == nil)
  }

  @Test func passwordsThatCannotBeComparedFaithfullyAreRefused() {
    #expect(CredentialRules.isAcceptablePassword(String(repeating: "p", count: 72)))
    #expect(!CredentialRules.isAcceptablePassword(String(repeating: "p", count: 73)))
    #expect(!CredentialRules.isAcceptablePassword(String(repeating: "é", count: 37)))
    #expect(!CredentialRules.isAcceptablePassword("abc\u{0}def"))
    #expect(CredentialRules.passwordProblem("abc\u{0}def")?.isInvalidPassword == true)
  }

  @Test func emailsAreTrimmed() {
    #expect(CredentialRules.normalizedEmail("  ada@example.com \n") == "ada@example.com")
    #expect(CredentialRules.normalizedEmail(" \t ") == "")
  }
}
