/// What the sign-in screen shows, as the screen defines it: its presenter fills it in and the
/// view draws it. The fields' invalid marks are events rather than state (each mark shakes),
/// so they are set on ``SignInDisplaying`` directly.
public struct SignInViewModel: Hashable, Sendable {
  /// The email field's text: the last email that signed in, on launch.
  public var email: String
  /// The line under the form, e.g. naming the demo account; nil shows none.
  public var hint: String?
  /// Why the last submit was refused before sending, in words ("Enter a valid email
  /// address."), shown under the fields; nil shows none.
  public var problem: String?
  /// While a request runs: the activity indicator shows and the form ignores input.
  public var isBusy: Bool

  public init(
    email: String = "", hint: String? = nil, problem: String? = nil, isBusy: Bool = false
  ) {
    self.email = email
    self.hint = hint
    self.problem = problem
    self.isBusy = isBusy
  }
}
