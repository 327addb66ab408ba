/// A view controller that can show an alert, and therefore an error.
///
/// A host's view controller conforms by presenting its alert controller; ``displayError(_:onClose:)``
/// then turns any error into the standard alert, so no view controller formats one.
@MainActor
public protocol ErrorDisplaying: AnyObject {
  /// Presents an alert with `actions` in order, as `present(UIAlertController(…))`.
  func presentAlert(title: String, message: String, actions: [AlertActionSpec])
}

extension ErrorDisplaying {
  /// Shows `error` as an alert: its title ("Error" by default), its readable message, and one
  /// "Close" button. An error that is not a ``UserPresentableError`` shows the fallback
  /// message, so no internal detail reaches the screen.
  public func displayError(
    _ error: any Error, onClose: (@MainActor @Sendable () -> Void)? = nil
  ) {
    let presentable = error as? any UserPresentableError ?? UnexplainedError()
    presentAlert(
      title: presentable.title, message: presentable.userReadableMessage,
      actions: [AlertActionSpec(title: "Close", style: .cancel, handler: onClose)])
  }
}

/// Stands in for an error that says nothing a person should read: every default applies.
private struct UnexplainedError: UserPresentableError {}
