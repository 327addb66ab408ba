/// An alert as ThinKit asks a host to show it: a title, a message and buttons in order, as a
/// `UIAlertController` is made.
public struct AlertSpec: Sendable {
  public var title: String
  public var message: String
  public var actions: [AlertActionSpec]

  public init(title: String, message: String, actions: [AlertActionSpec]) {
    self.title = title
    self.message = message
    self.actions = actions
  }
}
