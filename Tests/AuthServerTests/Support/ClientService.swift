import Auth

/// The client's service on its real transport and the real clock, pointed at `url`.
func makeService(for url: AuthServerURL) -> AuthService {
  AuthService(
    server: FixedAuthServer(url), transport: AsyncHTTPClientTransport(),
    clock: ContinuousClock())
}
