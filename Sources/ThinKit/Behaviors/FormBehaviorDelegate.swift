/// What a ``FormBehavior`` tells: its root view, which turns it into the view's own delegate
/// calls.
@MainActor
public protocol FormBehaviorDelegate: AnyObject {
  /// The form was submitted (Return in its last field, or a submit button). The form stays
  /// busy, and submitting again does nothing, until this returns.
  func formDidSubmit(_ form: FormBehavior) async
  /// The form was cancelled (Esc, a Cancel button). Does nothing by default.
  func formDidCancel(_ form: FormBehavior)
}

extension FormBehaviorDelegate {
  public func formDidCancel(_ form: FormBehavior) {}
}
