import Auth
import ThinTerminal

extension View {
  /// Asks `confirmation` in an alert presented by this view's controller and returns the
  /// answer: true for the confirm button, false for cancel (or Esc). A view that is not on
  /// screen cannot ask (its controller presents nothing), and answers false.
  func presentConfirmation(_ confirmation: Confirmation) async -> Bool {
    guard let controller = nearestViewController else { return false }
    return await controller.confirm(
      title: confirmation.title, message: confirmation.message,
      cancelTitle: confirmation.cancelTitle, confirmTitle: confirmation.confirmTitle,
      isDestructive: confirmation.isDestructive)
  }
}
