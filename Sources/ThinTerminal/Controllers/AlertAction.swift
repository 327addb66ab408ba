import ThinKit

/// A button of an alert, as `UIAlertAction`: a title, a style and what to do when chosen.
///
/// A `.cancel` action shows first, in bold, and Esc chooses it; a `.destructive` one shows in
/// the theme's destructive color.
@MainActor
public final class AlertAction {
  /// How the button reads, as `UIAlertAction.Style`: ThinKit's `AlertActionSpec.Style`, so
  /// that an alert ThinKit asks for maps onto this one style for style.
  public typealias Style = AlertActionSpec.Style

  public let title: String
  public let style: Style
  /// A disabled action's button is dimmed and cannot be chosen; changing it updates the
  /// button of an alert on screen.
  public var isEnabled = true {
    didSet { if isEnabled != oldValue { changeHandler?(self) } }
  }
  let handler: (@MainActor (AlertAction) -> Void)?
  /// The alert showing this action, told when it changes.
  var changeHandler: (@MainActor (AlertAction) -> Void)?

  public init(
    title: String, style: Style = .default, handler: (@MainActor (AlertAction) -> Void)? = nil
  ) {
    self.title = title
    self.style = style
    self.handler = handler
  }

  /// The button of an alert ThinKit asks for: the same title and style, and the spec's
  /// handler, run after the alert is dismissed.
  public convenience init(_ spec: AlertActionSpec) {
    self.init(title: spec.title, style: spec.style) { _ in spec.handler?() }
  }
}
