import Foundation
import Testing

@testable import Auth

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The real transport makes its `URLSession` on the first request: on Linux the first session
/// configuration of a process creates directories in the user's data and cache directories,
/// and building the container (or its dry run, `demo graph`) must not.
@Suite struct URLSessionTransportTests {
  /// A request no session can send: it fails inside `URLSession`, without a network.
  private static let unsendable = HTTPRequest(
    method: "GET", url: URL(string: "thinkit-unsupported://example/v1")!, timeout: .seconds(1))

  @Test func makingTheTransportMakesNoSession() {
    let transport = URLSessionTransport()
    #expect(transport.currentSession == nil)
  }

  @Test func theFirstRequestsMakeOneSessionThatLaterRequestsReuse() async throws {
    let transport = URLSessionTransport()
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<4 {
        group.addTask { _ = try? await transport.send(Self.unsendable) }
      }
    }
    let first = try #require(transport.currentSession)
    await #expect(throws: URLError.self) { try await transport.send(Self.unsendable) }
    #expect(transport.currentSession === first)
  }

  @Test func theConfigurationKeepsNoCookieCacheOrCredential() {
    let configuration = URLSessionTransport.configuration()
    #expect(configuration.httpCookieStorage == nil)
    #expect(configuration.httpShouldSetCookies == false)
    #expect(configuration.httpCookieAcceptPolicy == .never)
    #expect(configuration.urlCache == nil)
    #expect(configuration.urlCredentialStorage == nil)
  }
}
