/// An error that can be shown to a person: a title, a readable message, and answers to the
/// questions a view asks ("was the user name refused?") so that nobody inspects codes.
///
/// Every requirement has a default: "Error", the fallback message "Something went wrong.",
/// and "no" to each question. An app's typed error (`AuthError`) overrides what it knows.
public protocol UserPresentableError: Error {
  /// The alert title.
  var title: String { get }
  /// A sentence a person understands; ``fallbackMessage`` when there is nothing better to say.
  var userReadableMessage: String { get }
  /// Whether the user name (email) was refused as such, so a view can mark that field.
  var isInvalidUserName: Bool { get }
  /// Whether the password was refused as such, so a view can mark that field.
  var isInvalidPassword: Bool { get }
}

extension UserPresentableError {
  /// What to say when nothing more precise is known.
  public static var fallbackMessage: String { "Something went wrong." }

  public var title: String { "Error" }
  public var userReadableMessage: String { Self.fallbackMessage }
  public var isInvalidUserName: Bool { false }
  public var isInvalidPassword: Bool { false }
}
