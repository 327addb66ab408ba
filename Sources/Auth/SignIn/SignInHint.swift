/// The line under the sign-in form, registered by whoever composes the app: the demo names its
/// demo account there; an app with real accounts shows none.
public struct SignInHint: Hashable, Sendable {
  /// The line's text; nil shows none.
  public var text: String?

  public init(_ text: String?) {
    self.text = text
  }
}
