import Foundation

/// Makes sure a shared instance (singleton, weak, scoped) is built exactly once, without holding
/// a lock while its factory runs, and without deadlock.
///
/// The first thread to miss claims the slot and builds outside the lock; others wait for it. A
/// thread about to wait first follows the chain "the builder of that slot waits for a slot built
/// by …": if the chain comes back to itself, waiting would deadlock (two singletons that need each
/// other, first asked for on two threads), so it throws a cycle error instead. The same thread
/// asking again for a slot it is building is a cycle too. Construction is rare (once per slot), so
/// one process-wide lock is enough; the ready paths never come here.
final class ConstructionCoordinator: @unchecked Sendable {
  // @unchecked: `builders` and `waiting` are read and written only while `condition` is locked.
  static let shared = ConstructionCoordinator()

  /// Identifies one shared instance: an entry, and the scope for scoped ones.
  struct Slot: Hashable {
    let entry: ObjectIdentifier
    let scope: ObjectIdentifier?
  }

  private let condition = NSCondition()
  /// The thread building each slot, and the slot's key for error paths.
  private var builders: [Slot: (thread: ObjectIdentifier, key: ServiceKey)] = [:]
  /// The slot each waiting thread waits for.
  private var waiting: [ObjectIdentifier: Slot] = [:]

  /// The existing instance, or one built now by `build` and handed to `publish` (both called with
  /// the coordinator's lock held; `build` is called without it).
  func instance<T>(
    of slot: Slot, key: ServiceKey,
    existing: () throws(ResolutionError) -> T?,
    build: () throws(ResolutionError) -> T,
    publish: (T) throws(ResolutionError) -> Void
  ) throws(ResolutionError) -> T {
    let me = ObjectIdentifier(Thread.current)
    condition.lock()
    while true {
      let found: T?
      do { found = try existing() } catch {
        condition.unlock()
        throw error
      }
      if let found {
        condition.unlock()
        return found
      }
      guard let builder = builders[slot]?.thread else { break }
      if builder == me {
        condition.unlock()
        throw ResolutionError(.cycle, key: key)
      }
      if let chain = deadlockChain(from: builder, me: me) {
        condition.unlock()
        throw ResolutionError(.cycle, path: [key] + chain)
      }
      waiting[me] = slot
      condition.wait()
      waiting[me] = nil
    }
    builders[slot] = (me, key)
    condition.unlock()

    let result: Result<T, ResolutionError>
    do { result = .success(try build()) } catch { result = .failure(error) }

    condition.lock()
    defer {
      builders[slot] = nil
      condition.broadcast()
      condition.unlock()
    }
    let instance = try result.get()
    try publish(instance)
    return instance
  }

  /// The keys `builder` waits for, then the one its builder waits for, and so on, when the chain
  /// ends at a slot `me` builds (waiting would deadlock); nil when it ends anywhere else.
  private func deadlockChain(from builder: ObjectIdentifier, me: ObjectIdentifier)
    -> [ServiceKey]?
  {
    var thread = builder
    var chain: [ServiceKey] = []
    while let slot = waiting[thread], let next = builders[slot], chain.count <= waiting.count {
      chain.append(next.key)
      if next.thread == me { return chain }
      thread = next.thread
    }
    return nil
  }
}
