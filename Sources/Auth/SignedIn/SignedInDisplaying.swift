/// The signed-in screen, as its presenter sees it: the line it shows, an asynchronous
/// confirmation, and whom it tells about the user's actions.
@MainActor
public protocol SignedInDisplaying: AnyObject {
  /// "Signed in as <email>".
  var statusText: String { get set }
  var delegate: (any SignedInViewDelegate)? { get set }
  /// Asks `confirmation`'s question and returns once the user answered: true to go ahead.
  func confirm(_ confirmation: Confirmation) async -> Bool
}

/// What the user did on the signed-in screen.
@MainActor
public protocol SignedInViewDelegate: AnyObject {
  /// "Log out" (or Esc) was chosen.
  func signedInViewDidAskToLogOut(_ view: any SignedInDisplaying) async
}

/// Who acts on the end of a session: the signed-in screen's view controller, which routes
/// back to the form.
@MainActor
public protocol SignedInPresenterDelegate: AnyObject {
  func signedInDidLogOut()
}
