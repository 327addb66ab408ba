import Synchronization

/// Where a scene test's outputs queue up until the test asserts them: the screen's own (focus,
/// shakes, navigation, alerts), and what test doubles post from wherever they run.
///
/// A fake gets the channel from ``SceneTest``'s setup closure and posts what the world outside
/// the app saw — a request, a write — as a value of its own type:
///
///     struct SessionRequest: Equatable, Sendable { let method, path: String }
///     transport.onRequest = { outputs.post(SessionRequest(method: $0.method, path: $0.path)) }
///
/// and the test asserts it in order with the rest: `await test.receive(.posted(SessionRequest(…)))`.
public final class SceneOutputChannel: Sendable {
  private let queue = Mutex<[SceneOutput]>([])

  public init() {}

  /// Queues `value` as a ``SceneOutput/posted(_:)`` output. Safe from any thread.
  public func post(_ value: some Equatable & Sendable) {
    record(.posted(AnyOutput(value)))
  }

  /// Queues `output`.
  public func record(_ output: SceneOutput) {
    queue.withLock { $0.append(output) }
  }

  /// The outputs not asserted yet, oldest first.
  public var pending: [SceneOutput] { queue.withLock { $0 } }

  /// Takes the `count` oldest outputs off the queue.
  func remove(first count: Int) {
    queue.withLock { $0.removeFirst(min(count, $0.count)) }
  }

  /// Empties the queue and returns what it held.
  @discardableResult
  func removeAll() -> [SceneOutput] {
    queue.withLock { queue in
      defer { queue.removeAll() }
      return queue
    }
  }
}
