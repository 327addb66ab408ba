import Dispatch
import GRDB
import Synchronization
import Testing

@testable import Todo

/// Keeps a store's one connection busy until ``release(sourceLocation:)``, as a slow disk
/// would: every read and write asked after it waits on the connection's queue, off the main
/// actor. A hold never released ends by itself after 10 s, so that code that wrongly reads on
/// the main actor fails its test rather than hang it.
final class HeldConnection: Sendable {
  private let gate = DispatchSemaphore(value: 0)
  private let timedOut = Mutex(false)

  /// Holds the connection of `store` from now on.
  init(_ store: TodoStore) throws {
    try store.database.writer().asyncRead { [self] _ in
      guard gate.wait(timeout: .now() + 10) == .timedOut else { return }
      timedOut.withLock { $0 = true }
    }
  }

  /// Lets the reads and writes waiting behind the hold run; fails the test when the hold had
  /// ended by itself: the main actor waited for the file until then.
  func release(sourceLocation: SourceLocation = #_sourceLocation) {
    gate.signal()
    #expect(
      !timedOut.withLock { $0 }, "the main actor waited for the held connection",
      sourceLocation: sourceLocation)
  }
}
