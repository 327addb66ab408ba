/// A control whose background a ``HighlightBehavior`` animates: it reports control events
/// (focus, press) and can animate its properties.
///
/// No requirement of its own: conforming says "this control may be highlighted", as
/// `UITextField` and `UIButton` would through `UIControl`.
@MainActor
public protocol Highlightable: ControlEventSource, Animatable {}
