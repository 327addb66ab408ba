import Auth
import Synchronization
import ThinKit

/// A last-email store whose saves wait, idle, until the test opens its gate, as a slow disk
/// would: to see what waits for the save.
final class HeldLastEmailStore: LastEmailStoring {
  /// A save asked for: the email, and whether the save ran on the main actor.
  struct Save: Equatable {
    let email: String
    let onMainActor: Bool
  }

  private let gate = TrackedGate()
  private let saved = Mutex<[Save]>([])

  /// The saves asked for so far, held or not.
  var saves: [Save] { saved.withLock { $0 } }

  var email: String? { nil }

  func load() async -> String? { nil }

  /// Runs where its caller runs (`nonisolated(nonsending)`), so that `#isolation` names the
  /// actor the save was made on (`Thread.isMainThread` cannot tell on Linux).
  nonisolated(nonsending) func save(_ email: String) async -> Bool {
    let save = Save(email: email, onMainActor: #isolation === MainActor.shared)
    saved.withLock { $0.append(save) }
    await gate.wait()
    return true
  }

  /// Lets every save through.
  func release() {
    gate.open()
  }
}
