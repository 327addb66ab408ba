/// A view controller that can show an alert, and therefore an error.
///
/// A host's view controller conforms by presenting its alert controller; ``displayError(_:onClose:)``
/// then turns any error into its alert, so no view controller formats one.
@MainActor
public protocol ErrorDisplaying: AnyObject {
  /// Presents an alert with `actions` in order, as `present(UIAlertController(…))`.
  func presentAlert(title: String, message: String, actions: [AlertActionSpec])
}

extension ErrorDisplaying {
  /// Shows `error` as its ``UserPresentableError/alert`` ("Error", its readable message, one
  /// "Close" button, unless the error says otherwise), and runs `onClose` after whichever
  /// button closes it. An error that is not a ``UserPresentableError`` shows the fallback
  /// message, so no internal detail reaches the screen.
  public func displayError(
    _ error: any Error, onClose: (@MainActor @Sendable () -> Void)? = nil
  ) {
    let presentable = error as? any UserPresentableError ?? UnexplainedError()
    let alert = presentable.alert
    presentAlert(
      title: alert.title, message: alert.message,
      actions: alert.actions.map { action in
        guard let onClose else { return action }
        var closing = action
        closing.handler = { [handler = action.handler] in
          handler?()
          onClose()
        }
        return closing
      })
  }
}

/// Stands in for an error that says nothing a person should read: every default applies.
private struct UnexplainedError: UserPresentableError {}
