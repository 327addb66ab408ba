import AuthContract
import Foundation
import Testing

/// The bodies both ends exchange: lenient where the server must say which field was wrong,
/// silent about secrets when printed.
@Suite struct BodiesTests {
  @Test func aFieldThatIsMissingOrNotAStringReadsAsNil() throws {
    let body = Data(#"{"email": 42}"#.utf8)
    let request = try JSONDecoder().decode(AuthAPI.SignInRequest.self, from: body)
    #expect(request.email == nil)
    #expect(request.password == nil)
  }

  @Test func passwordsAndTokensNeverShowWhenPrinted() {
    let request = AuthAPI.SignInRequest(email: "ada@example.com", password: "hunter2")
    let session = AuthAPI.SessionBody(token: "tok-123", email: "ada@example.com")
    var dumped = ""
    dump(request, to: &dumped)
    dump(session, to: &dumped)
    for text in ["\(request)", "\(session)", String(reflecting: request), dumped] {
      #expect(!text.contains("hunter2") && !text.contains("tok-123"), "\(text)")
    }
  }

  @Test func anErrorBodyWithoutRetryAfterLeavesItOut() throws {
    let body = AuthAPI.ErrorBody(code: .invalidCredentials, message: "m")
    let json = try JSONSerialization.jsonObject(with: JSONEncoder().encode(body))
    #expect((json as? [String: Any])?.keys.sorted() == ["code", "message"])
  }
}
