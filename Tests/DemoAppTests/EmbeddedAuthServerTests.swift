import Auth
import AuthServer
import DemoApp
import Testing
import ThinDI

/// The Sign-in demo's composition: the in-process server with the demo account by default,
/// another server and no hint with `--server`.
@Suite struct EmbeddedAuthServerTests {
  @Test func theEmbeddedServerStartsOnceOnFirstUseWithTheDemoAccount() async throws {
    let embedded = EmbeddedAuthServer(account: .standard, hasher: PasswordHasher(cost: 4))
    let url = try await embedded.serverURL()
    #expect(try await embedded.serverURL() == url)
    #expect(AuthServerURL.isLoopback(host: url.url.host ?? ""))
    // A timeout no loaded machine reaches: the test waits for the answer.
    let client = AuthService(
      server: embedded, transport: AsyncHTTPClientTransport(), clock: ContinuousClock(),
      timeout: .seconds(300))
    let session = try await client.signIn(
      email: DemoAccount.standard.email, password: DemoAccount.standard.password)
    #expect(session.email == DemoAccount.standard.email)
  }

  @MainActor
  @Test func theFormsHintNamesTheDemoAccountOnlyOnTheEmbeddedServer() throws {
    let embedded = try DemoContainer.make()
    #expect(
      try embedded.resolve(SignInHint.self).text
        == "Demo account: demo@thinkit.dev / thinkit-demo")
    #expect(try embedded.resolve((any AuthServerLocating).self) is EmbeddedAuthServer)
    let remote = try DemoContainer.make { builder in
      builder.register(AuthBackend.self, .singleton) {
        .remote(try AuthServerURL(string: "https://auth.example.com"))
      }
    }
    #expect(try remote.resolve(SignInHint.self).text == nil)
    #expect(try remote.resolve((any AuthServerLocating).self) is FixedAuthServer)
  }
}
