import Auth

/// Which sign-in server the Sign-in demo talks to: the demo server started in this process
/// (the default), or another one given by its URL.
public enum AuthBackend: Hashable, Sendable {
  /// The in-process demo server, with its one account.
  case embedded(DemoAccount)
  /// A server elsewhere: `demo auth --server URL`.
  case remote(AuthServerURL)

  /// The line under the sign-in form: it names the demo account when the embedded server is
  /// used, since that is the one account there is.
  public var hint: SignInHint {
    switch self {
    case .embedded(let account): SignInHint("Demo account: \(account.email) / \(account.password)")
    case .remote: SignInHint(nil)
    }
  }
}
