/// A control whose background a ``HighlightBehavior`` animates: it reports control events
/// (focus, press) and can animate its properties.
///
/// Conforming says "this control may be highlighted", as `UITextField` and `UIButton` would
/// through `UIControl`. The one requirement has a default that does nothing.
@MainActor
public protocol Highlightable: ControlEventSource, Animatable {
  /// Called by ``HighlightBehavior/init(view:style:trigger:)`` once `behavior` follows this
  /// control's events. A host that gives its controls a highlight of their own (from their
  /// theme) detaches that one here, so that one behavior drives the background.
  func didAttachHighlightBehavior(_ behavior: HighlightBehavior)
}

extension Highlightable {
  /// Does nothing: a control without a highlight of its own has nothing to retire.
  public func didAttachHighlightBehavior(_ behavior: HighlightBehavior) {}
}
