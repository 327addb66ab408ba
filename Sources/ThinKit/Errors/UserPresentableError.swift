/// An error that can be shown to a person: a title, a readable message, whether the failed
/// operation reached the other side, and the alert that shows it.
///
/// Every requirement has a default: "Error", the fallback message "Something went wrong.", "no
/// request was performed", and an alert with those words and one "Close" button. An app's typed
/// error overrides what it knows and adds the questions of its own domain ("was the file too
/// large?"), so that views and tests never inspect codes.
public protocol UserPresentableError: Error {
  /// The alert title.
  var title: String { get }
  /// A sentence a person understands; ``fallbackMessage`` when there is nothing better to say.
  var userReadableMessage: String { get }
  /// Whether the failed operation got as far as a request that was answered (a server's
  /// refusal), as opposed to failing before one went out or without an answer (input refused
  /// on the spot, a network that was down): retrying the second kind may simply work.
  var wasRequestPerformed: Bool { get }
  /// The alert that shows this error.
  var alert: AlertSpec { get }
}

extension UserPresentableError {
  /// What to say when nothing more precise is known.
  public static var fallbackMessage: String { "Something went wrong." }

  public var title: String { "Error" }
  public var userReadableMessage: String { Self.fallbackMessage }
  public var wasRequestPerformed: Bool { false }

  /// The title, the readable message and one "Close" button.
  public var alert: AlertSpec {
    AlertSpec(
      title: title, message: userReadableMessage,
      actions: [AlertActionSpec(title: "Close", style: .cancel)])
  }
}
