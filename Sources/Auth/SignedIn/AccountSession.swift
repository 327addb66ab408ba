/// The signed-in user's account for as long as the session lasts: who signed in, and the
/// requests only a signed-in user may make. One per signed-in session: the demo registers it
/// `.scoped`, in the scope the sign-in opens and the log-out ends, so it (and its token) goes
/// with the session.
public final class AccountSession: Sendable {
  /// The session it acts for.
  public let session: AuthSession
  private let service: AuthService

  public init(session: AuthSession, service: AuthService) {
    self.session = session
    self.service = service
  }

  /// The address that signed in.
  public var email: String { session.email }

  /// Ends the session on the server.
  public func signOut() async throws(AuthError) {
    try await service.signOut(session)
  }
}
