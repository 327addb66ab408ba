import Auth
import ThinTerminal

extension View {
  /// The view controller whose screen holds this view, found up the responder chain, as UIKit
  /// apps find theirs through `next`.
  var enclosingViewController: ViewController? {
    var responder = next
    while let current = responder {
      if let controller = current as? ViewController { return controller }
      responder = current.next
    }
    return nil
  }

  /// Asks `confirmation` in an alert presented by this view's controller and returns the
  /// answer: true for the confirm button, false for cancel (or Esc). A view that is not on
  /// screen cannot ask, and answers false. A destructive confirmation gives Cancel focus first,
  /// as Todo's delete does, so that Enter alone never destroys anything.
  func presentConfirmation(_ confirmation: Confirmation) async -> Bool {
    guard window != nil, let controller = enclosingViewController else { return false }
    return await withCheckedContinuation { continuation in
      let alert = AlertController(title: confirmation.title, message: confirmation.message)
      let cancel = AlertAction(title: confirmation.cancelTitle, style: .cancel) { _ in
        continuation.resume(returning: false)
      }
      alert.addAction(cancel)
      if confirmation.isDestructive { alert.preferredAction = cancel }
      alert.addAction(
        AlertAction(
          title: confirmation.confirmTitle,
          style: confirmation.isDestructive ? .destructive : .default
        ) { _ in continuation.resume(returning: true) })
      controller.present(alert, animated: true)
      // Nothing was presented (another alert is being shown, say): no answer will come.
      if alert.presentingViewController == nil { continuation.resume(returning: false) }
    }
  }
}
