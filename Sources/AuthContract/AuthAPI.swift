/// The sign-in API as both ends see it: its paths, its JSON bodies (``SignInRequest``,
/// ``PasswordResetRequest``, ``SessionBody``, ``ErrorBody``) and the sentences both ends say.
/// The server's OpenAPI document describes the same, and a test keeps the two in step.
public enum AuthAPI {
  /// `POST`: signs in.
  public static let sessionsPath = "/v1/sessions"
  /// `DELETE` with `Authorization: Bearer <token>`: signs out.
  public static let currentSessionPath = "/v1/sessions/current"
  /// `POST`: asks for a password reset link.
  public static let passwordResetsPath = "/v1/password-resets"

  /// Said for a wrong email or password alike, so that the answer never tells which.
  public static let invalidCredentialsMessage = "Incorrect email or password."
}
