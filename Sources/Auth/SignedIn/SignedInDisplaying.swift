/// The signed-in screen, as its presenter sees it: the line it shows, and whether it is busy.
@MainActor
public protocol SignedInDisplaying: AnyObject {
  /// "Signed in as <email>".
  var statusText: String { get set }
  /// Whether a confirmed log-out is telling the server (up to the request's timeout): the
  /// screen shows it is busy.
  var isBusy: Bool { get set }
}

/// What the user did on the signed-in screen: the view's delegate, the presenter.
@MainActor
public protocol SignedInViewDelegate: AnyObject {
  /// "Log out" (or Esc) was chosen.
  func signedInViewDidAskToLogOut(_ view: any SignedInDisplaying) async
}

/// What the signed-in presenter asks of its view controller: whether the user really wants
/// to log out, and to go back to the form once the session ended.
@MainActor
public protocol SignedInPresenterDelegate: AnyObject {
  /// Asks the user to confirm logging out; true to go ahead.
  func signedInPresenterShouldLogOut() async -> Bool
  /// The session ended: leave the screen.
  func signedInDidLogOut()
}
