import AuthContract
import Foundation
import Hummingbird
import Logging
import NIOCore

/// The sign-in API's three routes (sign in, sign out, ask for a password reset), and its
/// OpenAPI document at `/openapi.json`.
///
/// Logs say who signed in or was refused, from which client address: an account by its email,
/// any other email only by a fingerprint (``LoggedEmail``); passwords and tokens never reach
/// them. A sign-in, a wrong password at an account and a reset link sent go to
/// ``AuthServer/securityLogger``, never dropped: other refusals and throttled attempts are what
/// a flood repeats, and share the log's budget.
struct AuthRoutes: Sendable {
  let server: AuthServer

  /// The methods each path answers (HEAD wherever GET: the router answers it from the GET
  /// route, see ``AuthServer/makeRouter()``); another method some path answers is answered 405
  /// there, and a method no path answers, 501.
  static let methods: [String: [HTTPRequest.Method]] = [
    AuthAPI.sessionsPath: [.post],
    AuthAPI.currentSessionPath: [.delete],
    AuthAPI.passwordResetsPath: [.post],
    openAPIPath: [.get, .head],
  ]

  /// Where the OpenAPI document is served.
  static let openAPIPath = "/openapi.json"

  func add(to router: Router<AuthRequestContext>) {
    router.post(RouterPath(AuthAPI.sessionsPath)) { request, context in
      try await signIn(request, from: context.client)
    }
    router.delete(RouterPath(AuthAPI.currentSessionPath)) { request, context in
      try signOut(request, from: context.client)
    }
    router.post(RouterPath(AuthAPI.passwordResetsPath)) { request, context in
      try await requestPasswordReset(request, from: context.client)
    }
    router.get(RouterPath(Self.openAPIPath)) { _, _ in try openAPIDocument() }
  }

  /// 201 with a token; 415 unless the body is JSON; 400 for a missing or ill-formed field;
  /// 429 while throttled, before any comparison; 503 when every password check is busy and
  /// the line for one is full; 401 for a wrong email or password alike; 500 when the check
  /// itself fails.
  ///
  /// Only a compared password counts against the failure limits: a 503 or a 500 never does,
  /// so a busy server cannot lock anyone out.
  func signIn(_ request: Request, from client: ClientAddress) async throws -> Response {
    let body = try await JSONResponse.decode(AuthAPI.SignInRequest.self, from: request)
    if let problem = CredentialRules.problem(
      email: body.email, password: body.password, notText: body.notText)
    {
      throw APIError(refusal: problem)
    }
    let (email, password) = (body.email ?? "", body.password ?? "")
    let key = AccountStore.key(for: email)
    var metadata: Logger.Metadata = [
      "email": "\(LoggedEmail.name(email, in: server.accounts))", "client": "\(client)",
    ]
    let attempt: SignInThrottle.Attempt
    switch server.throttle.reserve(account: key, from: client) {
    case .allowed(let allowed):
      attempt = allowed
    case .refused(let seconds, let limit):
      metadata["limit"] = "\(limit)"
      server.logger.notice("sign-in throttled", metadata: metadata)
      throw APIError.rateLimited(retryAfter: seconds, limit: limit)
    }
    let priority: PasswordCheckGate.Priority = attempt.isFromKnownAddress ? .knownAddress : .other
    guard await server.passwordChecks.enter(priority: priority) else {
      server.throttle.withdraw(attempt)
      server.logger.warning("sign-in refused: every password check is busy", metadata: metadata)
      throw APIError.busy
    }
    defer { server.passwordChecks.leave() }
    let matches: Bool
    do { matches = try await server.accounts.verify(email: email, password: password) } catch {
      server.throttle.withdraw(attempt)
      throw error
    }
    guard matches else {
      server.throttle.failed(attempt)
      // A wrong password at an account is what its owner looks for in the log, and a flood of
      // other requests must not crowd it out: it passes the budget, as a sign-in does, bounded
      // by the account's failure limits (20 per 15 minutes) and by the password checks.
      let log = server.accounts.hasAccount(email: email) ? server.securityLogger : server.logger
      log.notice("sign-in refused", metadata: metadata)
      throw APIError.invalidCredentials
    }
    server.throttle.signedIn(attempt)
    let token = server.sessions.open(for: key)
    server.securityLogger.info("signed in", metadata: metadata)
    // The account's own email, not the variant sent (another case, a Kelvin sign for a k).
    let own = server.accounts.email(ofAccount: email) ?? email
    return JSONResponse.make(.created, AuthAPI.SessionBody(token: token, email: own))
  }

  /// 200 with the OpenAPI document; 500 if it is missing from the build.
  func openAPIDocument() throws -> Response {
    guard let data = OpenAPIDocument.data else { throw APIError.serverFailure }
    return Response(
      status: .ok, headers: JSONResponse.headerFields,
      body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
  }

  /// 204 once the bearer token's session is closed; 401 without an open session (none,
  /// unknown, expired or closed already).
  func signOut(_ request: Request, from client: ClientAddress) throws -> Response {
    let scheme = "bearer "
    guard let authorization = request.headers[.authorization],
      authorization.lowercased().hasPrefix(scheme)
    else { throw APIError.unauthorized }
    guard let email = server.sessions.close(String(authorization.dropFirst(scheme.count))) else {
      throw APIError.invalidToken
    }
    server.logger.info("signed out", metadata: ["email": "\(email)", "client": "\(client)"])
    return JSONResponse.empty(.noContent)
  }

  /// 202 for every well-formed email, with or without an account, and whether or not a link
  /// goes out; 415 unless the body is JSON; 400 otherwise; 429 past this client's limits.
  func requestPasswordReset(_ request: Request, from client: ClientAddress) async throws
    -> Response
  {
    let body = try await JSONResponse.decode(AuthAPI.PasswordResetRequest.self, from: request)
    if let problem = CredentialRules.emailProblem(body.email, notText: body.notText) {
      throw APIError(refusal: problem)
    }
    let email = body.email ?? ""
    let key = AccountStore.key(for: email)
    let metadata: Logger.Metadata = [
      "email": "\(LoggedEmail.name(email, in: server.accounts))", "client": "\(client)",
    ]
    switch server.resetThrottle.reserve(email: key, from: client) {
    case .refused(let seconds):
      server.logger.notice("password reset throttled", metadata: metadata)
      throw APIError.resetRateLimited(retryAfter: seconds)
    case .answerWithoutSending:
      server.logger.notice(
        "password reset: enough links sent lately, none sent", metadata: metadata)
    case .send where server.accounts.hasAccount(email: email):
      server.outbox.send(to: key)
      server.securityLogger.info("password reset link sent", metadata: metadata)
    case .send:
      server.logger.info("password reset for an unknown email: nothing sent", metadata: metadata)
    }
    return JSONResponse.empty(.accepted)
  }
}
