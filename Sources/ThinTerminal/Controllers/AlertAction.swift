/// A button of an alert, as `UIAlertAction`: a title, a style and what to do when chosen.
@MainActor
public final class AlertAction {
  /// How the button reads, as `UIAlertAction.Style`.
  public enum Style: Hashable, Sendable {
    case `default`
    /// Shown first, in bold; chosen by Esc.
    case cancel
    /// Shown in the theme's destructive color.
    case destructive
  }

  public let title: String
  public let style: Style
  /// A disabled action's button is dimmed and cannot be chosen.
  public var isEnabled = true
  let handler: (@MainActor (AlertAction) -> Void)?

  public init(
    title: String, style: Style = .default, handler: (@MainActor (AlertAction) -> Void)? = nil
  ) {
    self.title = title
    self.style = style
    self.handler = handler
  }
}
