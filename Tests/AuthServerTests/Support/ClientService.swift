import Auth

/// How long a test's request may take: a stuck server's limit, far above what a starved machine
/// needs (10 seconds, the app's own, ran out in a loaded run while the server hashed a password).
/// No test waits for it to run out.
let requestPatience: Duration = .seconds(120)

/// The client's service on its real transport and the real clock, pointed at `url`.
func makeService(for url: AuthServerURL) -> AuthService {
  AuthService(
    server: FixedAuthServer(url), transport: AsyncHTTPClientTransport(),
    clock: ContinuousClock(), timeout: requestPatience)
}
