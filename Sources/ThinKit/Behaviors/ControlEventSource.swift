/// A control that calls actions when control events happen, as `UIControl.addAction(_:for:)`.
///
/// Behaviors attach through this protocol, never through a concrete control class, so that a
/// UIKit host can conform `UIControl` to it without a behavior changing.
@MainActor
public protocol ControlEventSource: AnyObject {
  /// Calls `action` each time one of `events` happens, in the order actions were added.
  func addAction(for events: ControlEvents, _ action: @escaping @MainActor () -> Void)
}
