import Foundation

/// The one recursive lock a container tree builds shared instances under, as in Swinject; what it
/// builds is published as its outermost construction returns, all or nothing, so that no thread
/// sees a ring closed by finishes before its last finish ran (see <doc:Concurrency>).
final class ConstructionLock: @unchecked Sendable {
  // @unchecked: everything below `lock` is used only while it is held.
  private let lock = NSRecursiveLock()
  private let states = SlotStates()
  private var holds = 0
  private var publications: [() -> ResolutionError?] = []

  /// The instance `published` finds, or one built now and published at the outermost return.
  func instance<T>(
    of slot: Slot, key: ServiceKey, _ resolver: inout Resolver,
    published: () throws(ResolutionError) -> T?,
    build: (inout Resolver) throws(ResolutionError) -> T,
    finish: (T, inout Resolver) throws(ResolutionError) -> Void,
    publish: @escaping (T) throws(ResolutionError) -> Void
  ) throws(ResolutionError) -> T {
    lock.lock()
    holds += 1
    let instance: T
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

  /// The outermost return publishes (every publication runs; the first failure is returned).
  private func release(publishing: Bool) -> ResolutionError? {
    defer { lock.unlock() }
    holds -= 1
    guard holds == 0 else { return nil }
    let pending = exchange(&publications, with: [])
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
