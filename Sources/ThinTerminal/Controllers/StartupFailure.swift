import ThinDI
import ThinKit

/// A feature that could not start, as the screen that tried to open it says so: the step that
/// failed by name and, when its error is one a person may read, what that error says. The
/// terminal's `AppRunner` says the same on standard error when the first screen's feature fails.
struct StartupFailure: UserPresentableError {
  let error: StartupError

  var userReadableMessage: String {
    let reason = (error.underlying as? any UserPresentableError)?.userReadableMessage
    return "The startup step \"\(error.step)\" failed" + (reason.map { ": \($0)" } ?? ".")
  }
}
