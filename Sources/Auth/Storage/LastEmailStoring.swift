/// Where the email of the last successful sign-in is kept, to prefill the form next time: what
/// ``SignInPresenter`` reads and writes, a file in the app (``LastEmailStore``), a double in
/// tests that reports each write.
public protocol LastEmailStoring: Sendable {
  /// The email last saved, or nil when there is none.
  func load() -> String?
  /// Saves `email` for next time; false when it could not be kept (or is not an address).
  @discardableResult
  func save(_ email: String) -> Bool
}
