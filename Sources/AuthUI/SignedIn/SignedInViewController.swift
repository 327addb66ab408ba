import Auth
import ThinTerminal

/// The signed-in screen's view controller: once the user logged out, it goes back to the form.
/// It has no back button: leaving this screen is logging out.
public final class SignedInViewController: ViewController, SignedInPresenterDelegate {
  override public init() {
    super.init()
    navigationItem.hidesBackButton = true
  }

  public func signedInDidLogOut() {
    navigationController?.popViewController(animated: true)
  }
}
