import Auth
import Foundation
import Testing

/// A server's message is shown to the person as it is, unless it holds the password they typed
/// (a server that echoes it, by mistake or on purpose): the password is never drawn, so the
/// error's own sentence is shown instead.
@Suite struct ServerMessageTests {
  private static let password = "correct horse"

  private func signInError(_ status: Int, _ body: [String: any Sendable]) async -> AuthError? {
    let fixture = ServiceFixture(FakeTransport.json(status, body))
    return await #expect(throws: AuthError.self) {
      try await fixture.service.signIn(email: "ada@example.com", password: Self.password)
    }
  }

  @Test(arguments: [
    (401, 1000, "Incorrect email or password."),
    (429, 1009, "Too many attempts. Try again later."),
    (400, 1002, "Something went wrong."),
  ])
  func aMessageHoldingThePasswordIsNotShown(status: Int, code: Int, shown: String) async {
    let error = await signInError(
      status, ["code": code, "message": "Wrong password: correct horse, try again."])
    #expect(error?.userReadableMessage == shown)
    #expect(error.map { "\($0)" }?.contains(Self.password) == false)
  }

  @Test func anyOtherMessageIsShownAsSent() async {
    let error = await signInError(401, ["code": 1000, "message": "No such luck."])
    #expect(error?.userReadableMessage == "No such luck.")
  }
}
