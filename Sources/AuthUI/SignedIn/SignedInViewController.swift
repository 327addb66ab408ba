import Auth
import ThinTerminal

/// The signed-in screen's view controller: asks before logging out, and goes back to the form
/// once the session ended. It has no back button: leaving this screen is logging out.
public final class SignedInViewController: ViewController, SignedInPresenterDelegate {
  public init(view: SignedInView) {
    super.init(view: view, title: "Signed in")
    navigationItem.hidesBackButton = true
  }

  public func signedInPresenterShouldLogOut() async -> Bool {
    await confirm(title: "Log out?", confirmTitle: "Log Out")
  }

  public func signedInDidLogOut() {
    navigationController?.popViewController(animated: true)
  }
}
