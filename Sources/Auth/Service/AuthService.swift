import AuthContract
import Foundation
import ThinKit

/// The sign-in client: signs in and out and asks for password resets, over an injected
/// transport, and turns every answer and failure into a value or an ``AuthError``.
///
/// Each request gives up after ``timeout`` of the injected clock (tests advance it by hand);
/// the request also carries that timeout, for the transport's own watch.
public struct AuthService: Sendable {
  /// How long a request may take when nothing else is said: 10 seconds.
  public static let defaultTimeout: Duration = .seconds(10)

  private let server: any AuthServerLocating
  private let transport: any HTTPTransport
  private let clock: any Clock<Duration>
  public let timeout: Duration

  public init(
    server: any AuthServerLocating, transport: any HTTPTransport, clock: any Clock<Duration>,
    timeout: Duration = AuthService.defaultTimeout
  ) {
    self.server = server
    self.transport = transport
    self.clock = clock
    self.timeout = timeout
  }

  /// Signs in with `email` (without surrounding spaces) and `password`. Refuses input that
  /// ``CredentialRules`` refuses before any request goes out.
  public func signIn(email: String, password: String) async throws(AuthError) -> AuthSession {
    let email = CredentialRules.normalizedEmail(email)
    if let problem = CredentialRules.problem(email: email, password: password) {
      throw AuthError(problem)
    }
    let body = try Self.json(AuthAPI.SignInRequest(email: email, password: password))
    let answer = try await send("POST", AuthAPI.sessionsPath, json: body)
    guard answer.statusCode == 201 else {
      throw ResponseMapping.error(for: answer, withholding: password)
    }
    guard let body = ResponseMapping.decode(AuthAPI.SessionBody.self, from: answer.body),
      let session = AuthSession(answer: body)
    else {
      throw AuthError(.serialization, wasRequestPerformed: true, httpStatus: answer.statusCode)
    }
    return session
  }

  /// Ends `session` on the server.
  public func signOut(_ session: AuthSession) async throws(AuthError) {
    let answer = try await send(
      "DELETE", AuthAPI.currentSessionPath, headers: ["Authorization": "Bearer \(session.token)"])
    guard answer.statusCode == 204 else {
      throw ResponseMapping.error(for: answer, unauthorizedCode: .unauthorized)
    }
  }

  /// Asks for a password reset link for `email`. The server answers the same for every
  /// address, so success says nothing about whether an account exists.
  public func requestPasswordReset(email: String) async throws(AuthError) {
    let email = CredentialRules.normalizedEmail(email)
    if let problem = CredentialRules.emailProblem(email) { throw AuthError(problem) }
    let body = try Self.json(AuthAPI.PasswordResetRequest(email: email))
    let answer = try await send("POST", AuthAPI.passwordResetsPath, json: body)
    guard answer.statusCode == 202 else { throw ResponseMapping.error(for: answer) }
  }

  private static func json(_ value: some Encodable) throws(AuthError) -> Data {
    do { return try JSONEncoder().encode(value) } catch {
      throw AuthError(.serialization, wasRequestPerformed: false)
    }
  }

  private func send(
    _ method: String, _ path: String, json body: Data? = nil, headers: [String: String] = [:]
  ) async throws(AuthError) -> HTTPAnswer {
    let base: AuthServerURL
    do { base = try await server.serverURL() } catch { throw AuthError.unreachable }
    var fields = headers
    fields["Accept"] = "application/json"
    if body != nil { fields["Content-Type"] = "application/json" }
    // The transport's own watch is a second later, so that the injected clock decides.
    let request = HTTPRequest(
      method: method, url: base.appending(path: path), headerFields: fields, body: body,
      timeout: timeout + .seconds(1))
    return try await perform(request)
  }

  /// Sends `request`, or gives up after ``timeout``: whichever comes first wins, and the
  /// timeout does not wait for the transport to stop (it is cancelled, and its answer, if one
  /// still comes, is dropped). The timeout covers the whole exchange: connecting, the answer's
  /// head and its body.
  private func perform(_ request: HTTPRequest) async throws(AuthError) -> HTTPAnswer {
    let transport = transport
    let clock = clock
    let timeout = timeout
    // Raced as tracked tasks: a test sees the request idle while its double holds it and the
    // timeout sleeps on the test clock.
    let outcome: Result<HTTPAnswer, AuthError> = await firstResult(of: [
      {
        do { return .success(try await transport.send(request)) } catch {
          return .failure(ResponseMapping.error(forFailure: error))
        }
      },
      {
        do { try await clock.sleep(for: timeout) } catch { return .failure(.unreachable) }
        return .failure(.unreachable)
      },
    ])
    return try outcome.get()
  }
}
