import AuthContract
import AuthServer
import Testing

/// bcrypt reads 72 bytes at most; the server gives it a digest of the whole password, so a
/// password of 128 characters, four bytes each, counts to its last character.
@Suite struct PasswordHasherTests {
  @Test func everyCharacterOfALongPasswordCounts() async throws {
    let hasher = PasswordHasher(cost: 4)
    let long = String(repeating: "😀", count: CredentialRules.maximumPasswordLength - 1)
    let hash = try await hasher.hash(long + "a")
    #expect(try await hasher.verify(long + "a", against: hash))
    #expect(try await !hasher.verify(long + "b", against: hash))
  }

  @Test func theLongestPasswordTheDocumentAllowsSignsIn() async throws {
    let password = String(repeating: "漢", count: CredentialRules.maximumPasswordLength)
    try await LiveServer.with { server throws in
      try await server.server.accounts.addAccount(email: "long@example.com", password: password)
      let answer = try await server.signIn(email: "long@example.com", password: password)
      #expect(answer.statusCode == 201)
    }
  }
}
