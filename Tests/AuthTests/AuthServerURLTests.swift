import Auth
import Foundation
import Testing

/// Plain http only to this machine.
@Suite struct AuthServerURLTests {
  @Test(arguments: [
    "https://auth.example.com", "https://auth.example.com:8443/api", "http://127.0.0.1:8080",
    "http://127.5.6.7", "http://localhost:9000", "http://LOCALHOST", "http://[::1]:8080",
  ])
  func accepted(string: String) throws {
    #expect(try AuthServerURL(string: string).url.absoluteString == string)
  }

  @Test(arguments: [
    "http://auth.example.com", "http://127.0.0.1.evil.com", "http://10.0.0.1:8080",
    "http://128.0.0.1", "http://127.0.0.256", "ftp://127.0.0.1", "https://", "not a url",
    "file:///tmp/x",
  ])
  func refused(string: String) {
    #expect(throws: AuthServerURL.Refusal.self) { try AuthServerURL(string: string) }
  }

  /// A port past 65535 (or 0) names no server: refused, not left for the transport to trap on.
  @Test(arguments: [
    "http://127.0.0.1:99999", "https://auth.example.com:65536", "http://127.0.0.1:0",
  ])
  func aPortOutOfRangeIsRefused(string: String) {
    let refusal = #expect(throws: AuthServerURL.Refusal.self) { try AuthServerURL(string: string) }
    #expect(refusal?.description.contains("port") == true, "\(String(describing: refusal))")
  }

  /// The API's paths go after the base URL's path: a query or a fragment would swallow them,
  /// and credentials would go nowhere (the client sends none).
  @Test(arguments: [
    "http://127.0.0.1:8080/api?x=1", "https://auth.example.com/?", "http://127.0.0.1:8080/api#f",
    "https://user:secret@auth.example.com", "https://user@auth.example.com",
  ])
  func aQueryFragmentOrCredentialsAreRefused(string: String) {
    let refusal = #expect(throws: AuthServerURL.Refusal.self) { try AuthServerURL(string: string) }
    #expect(refusal?.description.contains("secret") == false)
  }

  @Test func theRefusalSaysWhy() {
    let refusal = #expect(throws: AuthServerURL.Refusal.self) {
      try AuthServerURL(string: "http://auth.example.com")
    }
    #expect(refusal?.description.contains("Refusing plain http:// to auth.example.com") == true)
  }

  /// The refusal quotes what the user wrote, not Foundation's percent-encoded form of it.
  @Test(arguments: ["not a url", "ftp://host/a b", "https:// é"])
  func theRefusalQuotesTheUsersOwnText(string: String) {
    let refusal = #expect(throws: AuthServerURL.Refusal.self) { try AuthServerURL(string: string) }
    #expect(
      refusal?.description.hasPrefix("'\(string)' ") == true, "\(String(describing: refusal))")
    #expect(refusal?.description.contains("%20") == false)
  }

  @Test func pathsAreAppendedToTheBase() throws {
    let base = try AuthServerURL(string: "https://example.com/api/")
    #expect(
      base.appending(path: "/v1/sessions").absoluteString
        == "https://example.com/api/v1/sessions")
  }
}
