/// Which sign-in server the app talks to: the demo server started in this process (the
/// default), or another one given by its URL.
public enum AuthBackend: Hashable, Sendable {
  /// The in-process demo server, with its one account.
  case embedded(DemoAccount)
  /// A server elsewhere: `demo auth --server URL`.
  case remote(AuthServerURL)

  /// The line under the sign-in form: it names the demo account when the embedded server is
  /// used, since that is the one account there is.
  public var hint: String? {
    switch self {
    case .embedded(let account): "Demo account: \(account.email) / \(account.password)"
    case .remote: nil
    }
  }
}

/// The one account of the demo server. Its password is no secret: the sign-in screen shows it.
public struct DemoAccount: Hashable, Sendable {
  public var email: String
  public var password: String

  public init(email: String, password: String) {
    self.email = email
    self.password = password
  }

  /// demo@thinkit.dev, password "thinkit-demo".
  public static let standard = DemoAccount(email: "demo@thinkit.dev", password: "thinkit-demo")
}
