/// A question a view asks before something that cannot be undone, as an alert with two
/// buttons: the cancel one first, then the one that goes ahead.
public struct Confirmation: Hashable, Sendable {
  public var title: String
  public var message: String?
  public var cancelTitle: String
  public var confirmTitle: String
  /// Whether going ahead destroys something (drawn in the destructive color).
  public var isDestructive: Bool

  public init(
    title: String, message: String? = nil, cancelTitle: String = "Cancel",
    confirmTitle: String, isDestructive: Bool = false
  ) {
    self.title = title
    self.message = message
    self.cancelTitle = cancelTitle
    self.confirmTitle = confirmTitle
    self.isDestructive = isDestructive
  }

  /// "Log out?" with [Cancel] [Log Out].
  public static let logOut = Confirmation(
    title: "Log out?", confirmTitle: "Log Out", isDestructive: true)
}
