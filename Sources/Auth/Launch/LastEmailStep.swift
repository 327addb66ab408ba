import ThinDI

/// The launch step that reads the last email before the sign-in form shows, so that the form
/// prefills from what the store kept with no I/O on the main actor (``SignInPresenter/start()``).
///
/// Before the form, not in a task the form starts: the form's model does not follow what the
/// person types, so an email that arrived after the form showed could overwrite their typing.
/// A file that cannot be read is no email, never a failed launch.
public struct LastEmailStep: StartupStep {
  /// The step's name in the launch report and in errors.
  public static let name = "Last email"

  private let store: any LastEmailStoring

  public init(store: any LastEmailStoring) {
    self.store = store
  }

  /// Has the store read and keep the email, off the caller's actor (``LastEmailStoring``'s
  /// `load()` is `@concurrent`).
  public func run() async {
    await store.load()
  }
}
