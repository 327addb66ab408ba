import AuthServer
import Synchronization

/// Bcrypt (at the least cost) whose checks wait until the test lets them go, and that reports
/// each check as it starts: a burst's comparisons are held in flight, so that what arrives
/// meanwhile meets them. A held check also ends when its task is cancelled, as stopping the
/// server does: a test that fails before it lets them go must not wait for them forever.
final class HeldHasher: PasswordHashing {
  private let hasher = PasswordHasher(cost: 4)
  private let state = Mutex<(isHeld: Bool, waiting: [Int: CheckedContinuation<Void, Never>])>(
    (true, [:]))
  private let lastCheck = Atomic<Int>(0)
  /// One element per check that started.
  let started: AsyncStream<Void>
  private let startedContinuation: AsyncStream<Void>.Continuation

  init() {
    (started, startedContinuation) = AsyncStream.makeStream(of: Void.self)
  }

  func hash(_ password: String) async throws -> String {
    try await hasher.hash(password)
  }

  func verify(_ password: String, against hash: String) async throws -> Bool {
    let check = lastCheck.add(1, ordering: .relaxed).newValue
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        let isHeld = state.withLock { state in
          guard state.isHeld, !Task.isCancelled else { return false }
          state.waiting[check] = continuation
          return true
        }
        startedContinuation.yield()
        if !isHeld { continuation.resume() }
      }
    } onCancel: {
      state.withLock { $0.waiting.removeValue(forKey: check) }?.resume()
    }
    return try await hasher.verify(password, against: hash)
  }

  /// Lets every check go, those waiting and those to come.
  func release() {
    let waiting = state.withLock { state in
      state.isHeld = false
      defer { state.waiting = [:] }
      return state.waiting.values
    }
    for continuation in waiting { continuation.resume() }
  }

  /// Waits until `count` checks have started.
  func waitForChecks(_ count: Int) async {
    var seen = 0
    for await _ in started {
      seen += 1
      if seen == count { return }
    }
  }
}

/// A hasher whose checks fail, as bcrypt's thread pool does when it is shut down.
struct FailingHasher: PasswordHashing {
  struct Failure: Error {}
  private let hasher = PasswordHasher(cost: 4)

  func hash(_ password: String) async throws -> String {
    try await hasher.hash(password)
  }

  func verify(_ password: String, against hash: String) async throws -> Bool {
    throw Failure()
  }
}
