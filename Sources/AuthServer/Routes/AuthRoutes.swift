import AuthContract
import Hummingbird
import Logging

/// The sign-in API's three routes: sign in, sign out, ask for a password reset.
///
/// Logs say who signed in or was refused, by email; passwords and tokens never reach them.
struct AuthRoutes: Sendable {
  let accounts: AccountStore
  let sessions: SessionStore
  let throttle: SignInThrottle
  let outbox: PasswordResetOutbox
  let logger: Logger

  func add<Context: RequestContext>(to router: Router<Context>) {
    router.post(RouterPath(AuthAPI.sessionsPath)) { request, _ in try await signIn(request) }
    router.delete(RouterPath(AuthAPI.currentSessionPath)) { request, _ in try signOut(request) }
    router.post(RouterPath(AuthAPI.passwordResetsPath)) { request, _ in
      try await requestPasswordReset(request)
    }
  }

  /// 201 with a token; 400 for a missing or ill-formed field; 429 while throttled; 401 for a
  /// wrong email or password alike.
  func signIn(_ request: Request) async throws -> Response {
    let body = try await JSONResponse.decode(AuthAPI.SignInRequest.self, from: request)
    let email = CredentialRules.normalizedEmail(body.email ?? "")
    let password = body.password ?? ""
    if let problem = CredentialRules.problem(email: email, password: password) {
      throw APIError(refusal: problem)
    }
    let key = AccountStore.key(for: email)
    if let seconds = throttle.retryAfter(for: key) {
      logger.notice("sign-in throttled", metadata: ["email": "\(email)"])
      throw APIError.rateLimited(retryAfter: seconds)
    }
    guard try await accounts.verify(email: email, password: password) else {
      throttle.recordFailure(for: key)
      logger.notice("sign-in refused", metadata: ["email": "\(email)"])
      throw APIError.invalidCredentials
    }
    throttle.reset(key)
    let token = sessions.open(for: key)
    logger.info("signed in", metadata: ["email": "\(email)"])
    return JSONResponse.make(.created, AuthAPI.SessionBody(token: token, email: email))
  }

  /// 204 once the bearer token's session is closed; 401 without an open session.
  func signOut(_ request: Request) throws -> Response {
    let prefix = "bearer "
    guard let authorization = request.headers[.authorization],
      authorization.lowercased().hasPrefix(prefix),
      let email = sessions.email(for: String(authorization.dropFirst(prefix.count))),
      sessions.close(String(authorization.dropFirst(prefix.count)))
    else { throw APIError.unauthorized }
    logger.info("signed out", metadata: ["email": "\(email)"])
    return Response(status: .noContent)
  }

  /// 202 for every well-formed email, with or without an account; 400 otherwise.
  func requestPasswordReset(_ request: Request) async throws -> Response {
    let body = try await JSONResponse.decode(AuthAPI.PasswordResetRequest.self, from: request)
    let email = CredentialRules.normalizedEmail(body.email ?? "")
    if let problem = CredentialRules.emailProblem(email) { throw APIError(refusal: problem) }
    if accounts.hasAccount(email: email) {
      outbox.send(to: AccountStore.key(for: email))
      logger.info("password reset link sent", metadata: ["email": "\(email)"])
    } else {
      logger.info("password reset for an unknown email: nothing sent")
    }
    return Response(status: .accepted)
  }
}
