/// One button of an alert ThinKit asks a host to show, as `UIAlertAction`.
public struct AlertActionSpec: Sendable {
  /// How the button looks, as `UIAlertAction.Style`.
  public enum Style: Hashable, Sendable {
    case `default`
    case cancel
    case destructive
  }

  public var title: String
  public var style: Style
  /// Runs after the alert is dismissed by this button.
  public var handler: (@MainActor @Sendable () -> Void)?

  public init(
    title: String, style: Style = .default, handler: (@MainActor @Sendable () -> Void)? = nil
  ) {
    self.title = title
    self.style = style
    self.handler = handler
  }
}
