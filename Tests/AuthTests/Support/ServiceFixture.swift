import Auth
import Foundation
import ThinKit

/// A client on a fake transport and a test clock, pointed at a made-up https server. The
/// clock's tracker knows when the client's work is done or waits for the clock.
struct ServiceFixture {
  // A literal known to be valid: the force is checked by every test that uses the fixture.
  static let base = try! AuthServerURL(string: "https://auth.example.com")

  let transport: FakeTransport
  let clock = ManualClock()
  let service: AuthService

  init(_ replies: FakeTransport.Reply...) {
    transport = FakeTransport(replies)
    service = AuthService(
      server: FixedAuthServer(Self.base), transport: transport, clock: clock,
      timeout: .seconds(10))
  }
}
