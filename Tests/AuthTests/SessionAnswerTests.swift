import Auth
import Foundation
import Testing

/// What a sign-in's 201 must hold for the client to take it as a session: a token it can send
/// back as `Authorization: Bearer` (RFC 6750's b64token), and an email address. Anything else
/// says "Something went wrong." and signs nobody in.
@Suite struct SessionAnswerTests {
  @Test(arguments: [
    ["token": "", "email": "ada@example.com"],
    ["token": "abc\r\nX-Evil: 1", "email": "ada@example.com"],
    ["token": "two words", "email": "ada@example.com"],
    ["token": "tök3n", "email": "ada@example.com"],
    ["token": "=abc", "email": "ada@example.com"],
    ["token": "t0k3n", "email": "\u{1B}[2J\u{1B}[31mPWNED"],
    ["token": "t0k3n", "email": "ada@example.com\n\u{202E}evil"],
    ["token": "t0k3n", "email": String(repeating: "e", count: 300) + "@example.com"],
    ["token": "t0k3n", "email": ""],
  ])
  func anUnusableSessionIsAnInvalidAnswer(body: [String: String]) async {
    let fixture = ServiceFixture(FakeTransport.json(201, body))
    let error = await #expect(throws: AuthError.self) {
      try await fixture.service.signIn(email: "ada@example.com", password: "pw")
    }
    #expect(error?.code == .serialization)
    #expect(error?.wasRequestPerformed == true)
    #expect(error?.userReadableMessage == "Something went wrong.")
  }

  @Test(arguments: ["t0k3n", "a-b.c_d~e+f/g==", "Zm9vYmFy"])
  func aB64TokenIsTaken(token: String) async throws {
    let fixture = ServiceFixture(
      FakeTransport.json(201, ["token": token, "email": "Ada@Example.com"]))
    let session = try await fixture.service.signIn(email: "ada@example.com", password: "pw")
    #expect(session == AuthSession(email: "Ada@Example.com", token: token))
  }
}
