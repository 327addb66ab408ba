/// A control that takes part in a ``FormBehavior``: it takes focus and reports Return.
///
/// Text fields report Return as ``ControlEvents/editingDidEndOnExit``, as `UITextField` does.
@MainActor
public protocol FormField: Focusable, ControlEventSource {}
