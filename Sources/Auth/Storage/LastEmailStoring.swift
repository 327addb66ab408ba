/// Where the email of the last successful sign-in is kept, to prefill the form next time: what
/// ``SignInPresenter`` reads and writes, a file in the app (``LastEmailStore``), a double in
/// tests that reports each write.
///
/// Reading and writing may touch a disk, so both are `@concurrent`: called through the protocol
/// they leave the caller's actor, whatever the store and the language mode, and the main actor
/// never waits on them. ``LastEmailStep`` loads the email before the form shows, and the form
/// reads only ``email``, what the store kept, with no I/O.
public protocol LastEmailStoring: Sendable {
  /// The email the last ``load()`` read or the last ``save(_:)`` kept: nil before either, or
  /// when there is none. Never reads anything: the form asks for it on the main actor.
  var email: String? { get }
  /// Reads the email last saved and keeps it as ``email``; returns it (nil when there is none).
  @discardableResult
  @concurrent func load() async -> String?
  /// Saves `email` for next time, and keeps it as ``email`` once saved; false when it could not
  /// be kept (or is not an address).
  @discardableResult
  @concurrent func save(_ email: String) async -> Bool
}
