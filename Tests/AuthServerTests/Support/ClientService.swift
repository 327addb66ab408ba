import Auth

/// How long the client waits in tests against a server on loopback: far longer than its own
/// timeout, so that a loaded machine never turns a slow answer into "unreachable" or
/// "timed out". These tests wait for an answer (or a refusal); the timeout itself is tested on
/// a test clock (`AuthServiceTests`, `ClientLimitsTests`).
let patientTimeout: Duration = .seconds(300)

/// The client's service on its real transport and the real clock, pointed at `url`, with
/// ``patientTimeout``.
func makeService(for url: AuthServerURL) -> AuthService {
  AuthService(
    server: FixedAuthServer(url), transport: AsyncHTTPClientTransport(),
    clock: ContinuousClock(), timeout: patientTimeout)
}
