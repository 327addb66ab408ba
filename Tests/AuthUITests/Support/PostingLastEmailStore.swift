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

/// A last-email store in memory that serves the email a test prefilled once it is loaded, as
/// the file store does, and posts each save to the test's outputs: the write a successful
/// sign-in makes is an output like its request.
final class PostingLastEmailStore: LastEmailStoring {
  private struct State {
    /// What a file would hold: the prefilled email, then the last saved.
    var saved: String?
    /// What the last load read, or the last save kept: what the form may show.
    var kept: String?
    /// For each load, whether it ran on the main actor.
    var loadsOnMainActor: [Bool] = []
  }

  private let state: Mutex<State>
  private let outputs: SceneOutputChannel

  init(prefilled email: String?, outputs: SceneOutputChannel) {
    state = Mutex(State(saved: email))
    self.outputs = outputs
  }

  /// For each load so far, whether it ran on the main actor: the Sign-in feature's step loads
  /// once, off it, before the form shows.
  var loadsOnMainActor: [Bool] { state.withLock { $0.loadsOnMainActor } }

  var email: String? { state.withLock { $0.kept } }

  /// Runs where its caller runs (`nonisolated(nonsending)`), so that `#isolation` names the
  /// actor the load was made on. Not `Thread.isMainThread`: on Linux the main actor's jobs
  /// may run on another thread than the main one, and it would answer false there.
  nonisolated(nonsending) func load() async -> String? {
    let onMainActor = #isolation === MainActor.shared
    return state.withLock { state in
      state.loadsOnMainActor.append(onMainActor)
      state.kept = state.saved
      return state.kept
    }
  }

  func save(_ email: String) async -> Bool {
    outputs.post(SavedEmail(email))
    state.withLock { state in
      state.saved = email
      state.kept = email
    }
    return true
  }
}
