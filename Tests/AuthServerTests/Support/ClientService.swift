import Auth

/// The client's service on its real transport and the real clock, pointed at `url`.
///
/// Its timeout is far longer than the client's own: these tests wait for an answer (or a
/// refusal), and a loaded machine must not turn a slow answer into "unreachable". The timeout
/// itself is tested on a test clock (`AuthServiceTests`, `ClientLimitsTests`).
func makeService(for url: AuthServerURL) -> AuthService {
  AuthService(
    server: FixedAuthServer(url), transport: AsyncHTTPClientTransport(),
    clock: ContinuousClock(), timeout: .seconds(300))
}
