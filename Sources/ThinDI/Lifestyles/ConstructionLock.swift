import Foundation

/// The one lock under which a container and all its children build their shared instances
/// (singleton, eager singleton, weak, scoped), as Swinject builds under one recursive lock shared
/// by parent and children, and Factory under one global recursive lock.
///
/// Construction is rare (once per instance); a built instance is read without the lock. The
/// lock is recursive: a factory resolves its dependencies, shared ones included, on its thread.
/// Another thread that needs an instance not built yet waits until the building thread's
/// outermost construction returns; only then is what it built published, all of it, or nothing
/// if it threw: no thread sees a ring closed by finishes before its last finish ran.
///
/// A factory must not wait for another thread that builds from the same container tree: that
/// thread waits for the lock the factory's thread holds, a deadlock (as in Swinject and Factory).
final class ConstructionLock: @unchecked Sendable {
  // @unchecked: everything below `lock` is read and written only while it is held.
  private let lock = NSRecursiveLock()
  private let states = SlotStates()
  /// How many constructions the holding thread has under way, one inside the other.
  private var holds = 0
  /// What the outermost construction publishes when it returns, in the order built.
  private var publications: [() -> ResolutionError?] = []

  /// The instance `published` finds, or one built now and published when the outermost
  /// construction returns.
  func instance<T>(
    of slot: Slot, key: ServiceKey, _ resolver: inout Resolver,
    published: () throws(ResolutionError) -> T?,
    build: (inout Resolver) throws(ResolutionError) -> T,
    finish: (T, inout Resolver) throws(ResolutionError) -> Void,
    publish: @escaping (T) throws(ResolutionError) -> Void
  ) throws(ResolutionError) -> T {
    lock.lock()
    holds += 1
    var instance: T
    do throws(ResolutionError) {
      if let found = try published() {
        instance = found
      } else {
        instance = try states.instance(
          of: slot, key: key, &resolver, build: build, finish: finish,
          publish: { queue(publish, $0) })
      }
    } catch {
      _ = release(publishing: false)
      throw error
    }
    if let failure = release(publishing: true) { throw failure }
    return instance
  }

  /// Ends a construction; the outermost publishes what was built (or drops it) and forgets the
  /// states. Every publication runs even when one fails; the first failure is returned.
  private func release(publishing: Bool) -> ResolutionError? {
    defer { lock.unlock() }
    holds -= 1
    guard holds == 0 else { return nil }
    let pending = publications
    publications = []
    states.removeAll()
    return publishing ? pending.compactMap { $0() }.first : nil
  }

  private func queue<T>(_ publish: @escaping (T) throws(ResolutionError) -> Void, _ instance: T) {
    publications.append {
      do throws(ResolutionError) { try publish(instance) } catch { return error }
      return nil
    }
  }
}
