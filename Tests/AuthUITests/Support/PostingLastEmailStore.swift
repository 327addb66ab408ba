import Auth
import Synchronization
import ThinTerminalTesting

/// An email the Sign-in screen saved for next time, as its scene tests assert it:
/// `.posted(SavedEmail("demo@thinkit.dev"))`.
struct SavedEmail: Equatable, Sendable {
  let email: String

  init(_ email: String) {
    self.email = email
  }
}

/// A last-email store in memory that serves the email a test prefilled and posts each save to
/// the test's outputs: the write a successful sign-in makes is an output like its request.
final class PostingLastEmailStore: LastEmailStoring {
  private let email: Mutex<String?>
  private let outputs: SceneOutputChannel

  init(prefilled email: String?, outputs: SceneOutputChannel) {
    self.email = Mutex(email)
    self.outputs = outputs
  }

  func load() -> String? {
    email.withLock { $0 }
  }

  func save(_ email: String) -> Bool {
    outputs.post(SavedEmail(email))
    self.email.withLock { $0 = email }
    return true
  }
}
