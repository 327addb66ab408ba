import AuthContract
import Hummingbird
import Logging

/// The sign-in API's three routes: sign in, sign out, ask for a password reset.
///
/// Logs say who signed in or was refused, by email (an email the rules accepted, so one line of
/// printable text); passwords and tokens never reach them.
struct AuthRoutes: Sendable {
  let server: AuthServer

  /// The methods each path answers; any other is answered 405.
  static let methods: [String: [HTTPRequest.Method]] = [
    AuthAPI.sessionsPath: [.post],
    AuthAPI.currentSessionPath: [.delete],
    AuthAPI.passwordResetsPath: [.post],
  ]

  func add(to router: Router<AuthRequestContext>) {
    router.post(RouterPath(AuthAPI.sessionsPath)) { request, context in
      try await signIn(request, from: context.client)
    }
    router.delete(RouterPath(AuthAPI.currentSessionPath)) { request, _ in try signOut(request) }
    router.post(RouterPath(AuthAPI.passwordResetsPath)) { request, context in
      try await requestPasswordReset(request, from: context.client)
    }
  }

  /// 201 with a token; 400 for a missing or ill-formed field; 429 while throttled, before any
  /// comparison; 503 when every password check is busy; 401 for a wrong email or password
  /// alike; 500 when the check itself fails.
  ///
  /// An attempt answered 503 still counts: otherwise a flood that keeps the checks busy would
  /// free its own places in the limit, and let a password through that the limit refuses.
  func signIn(_ request: Request, from client: ClientAddress) async throws -> Response {
    let body = try await JSONResponse.decode(AuthAPI.SignInRequest.self, from: request)
    let email = body.email ?? ""
    let password = body.password ?? ""
    if let problem = CredentialRules.problem(email: email, password: password) {
      throw APIError(refusal: problem)
    }
    let key = AccountStore.key(for: email)
    let attempt: SignInThrottle.Attempt
    switch server.throttle.reserve(account: key, from: client) {
    case .allowed(let allowed):
      attempt = allowed
    case .refused(let seconds):
      server.logger.notice("sign-in throttled", metadata: ["email": "\(email)"])
      throw APIError.rateLimited(retryAfter: seconds)
    }
    guard server.passwordChecks.enter() else {
      server.logger.warning("sign-in refused: every password check is busy")
      throw APIError.busy
    }
    defer { server.passwordChecks.leave() }
    let matches: Bool
    do { matches = try await server.accounts.verify(email: email, password: password) } catch {
      server.throttle.withdraw(attempt)
      throw error
    }
    guard matches else {
      server.logger.notice("sign-in refused", metadata: ["email": "\(email)"])
      throw APIError.invalidCredentials
    }
    server.throttle.signedIn(attempt)
    let token = server.sessions.open(for: key)
    server.logger.info("signed in", metadata: ["email": "\(email)"])
    return JSONResponse.make(.created, AuthAPI.SessionBody(token: token, email: email))
  }

  /// 204 once the bearer token's session is closed; 401 without an open session (none,
  /// unknown, expired or closed already).
  func signOut(_ request: Request) throws -> Response {
    let scheme = "bearer "
    guard let authorization = request.headers[.authorization],
      authorization.lowercased().hasPrefix(scheme)
    else { throw APIError.unauthorized }
    guard let email = server.sessions.close(String(authorization.dropFirst(scheme.count))) else {
      throw APIError.invalidToken
    }
    server.logger.info("signed out", metadata: ["email": "\(email)"])
    return JSONResponse.empty(.noContent)
  }

  /// 202 for every well-formed email, with or without an account; 400 otherwise; 429 past the
  /// reset limits.
  func requestPasswordReset(_ request: Request, from client: ClientAddress) async throws
    -> Response
  {
    let body = try await JSONResponse.decode(AuthAPI.PasswordResetRequest.self, from: request)
    let email = body.email ?? ""
    if let problem = CredentialRules.emailProblem(email) { throw APIError(refusal: problem) }
    let key = AccountStore.key(for: email)
    if let seconds = server.resetThrottle.reserve(email: key, from: client) {
      server.logger.notice("password reset throttled", metadata: ["email": "\(email)"])
      throw APIError.resetRateLimited(retryAfter: seconds)
    }
    if server.accounts.hasAccount(email: email) {
      server.outbox.send(to: key)
      server.logger.info("password reset link sent", metadata: ["email": "\(email)"])
    } else {
      server.logger.info("password reset for an unknown email: nothing sent")
    }
    return JSONResponse.empty(.accepted)
  }
}
