import ThinKit

extension ViewController: ErrorDisplaying {
  /// Presents an ``AlertController`` with `actions` in order (cancel ones show first), as
  /// `present(UIAlertController(…), animated: true)`. With it, every view controller has
  /// ThinKit's `displayError(_:onClose:)`: "Error", the error's readable message, "Close".
  ///
  /// A controller that is not on screen presents nothing, as ``present(_:animated:completion:)``.
  public func presentAlert(title: String, message: String, actions: [AlertActionSpec]) {
    let alert = AlertController(title: title, message: message)
    for action in actions { alert.addAction(AlertAction(action)) }
    present(alert, animated: true)
  }
}
