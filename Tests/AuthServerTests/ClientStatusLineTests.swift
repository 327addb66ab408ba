import Auth
import AuthContract
import Foundation
import Testing

/// The client's real transport against a status line no HTTP server sends: a status under 100
/// (`000`, `099`). AsyncHTTPClient takes every status under 200 for an informational answer
/// and skips it, then traps on the answer's end (a crash of the whole app); the transport
/// refuses such an answer instead.
@Suite struct ClientStatusLineTests {
  @Test(arguments: ["000", "099", "042"])
  func aStatusUnder100IsAnInvalidResponseNotACrash(status: String) async throws {
    let server = try OneConnectionServer.answering(
      "HTTP/1.1 \(status) Odd\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")
    let service = makeService(for: try AuthServerURL(server.url))
    let error = await #expect(throws: AuthError.self) {
      try await service.signIn(email: "ada@example.com", password: "pw")
    }
    try await server.done.value
    #expect(error?.code == .invalidResponse)
    #expect(error?.userReadableMessage == "Something went wrong.")
  }

  /// The guard looks at the status only: an ordinary answer after one goes through as before.
  @Test func anOrdinaryAnswerStillComesThrough() async throws {
    let body = #"{"code":1000,"message":"Incorrect email or password."}"#
    let server = try OneConnectionServer.answering(
      "HTTP/1.1 401 Unauthorized\r\nContent-Type: application/json\r\n"
        + "Content-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n\(body)")
    let service = makeService(for: try AuthServerURL(server.url))
    let error = await #expect(throws: AuthError.self) {
      try await service.signIn(email: "ada@example.com", password: "pw")
    }
    try await server.done.value
    #expect(error?.code == .invalidCredentials)
  }
}
