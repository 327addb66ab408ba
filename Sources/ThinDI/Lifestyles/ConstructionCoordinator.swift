import Foundation

/// Makes sure a shared instance (singleton, weak, scoped) is built exactly once, without holding
/// a lock while its factory runs, and without deadlock.
///
/// The first thread to miss claims the slot and builds outside the lock; others wait for it. A
/// thread about to wait first follows the chain "the builder of that slot waits for a slot built
/// by …": if the chain comes back to itself, waiting would deadlock (two singletons that need each
/// other, first asked for on two threads), so it throws a cycle error instead, with the whole
/// path: its own levels, then each other thread's levels from the slot it builds to the one it
/// waits for. The same thread asking again for a slot it is building is a cycle too.
///
/// A registration with a finish exposes its instance once built, for the finish's own graph: the
/// building thread (a finish resolving what refers back to it) gets it, and so does a thread whose
/// wait would otherwise deadlock, which is the same instance a single thread would have been
/// given. Everyone else waits until it is finished and published. Construction is rare (once per
/// slot), so one process-wide lock is enough; the ready paths never come here.
///
/// In a container with finishes, one thread at a time builds shared instances, and what it
/// builds is published only when its outermost build returns: finishes can close rings of shared
/// instances (A → B → C → D, D's finish pointing back at B and C), and another thread must
/// neither build half of a ring nor see one whose finishes have not all run. That thread holds
/// the finish group, a slot of its own; a wait for it is a wait like any other, so a deadlock
/// through it is still named.
final class ConstructionCoordinator: @unchecked Sendable {
  // @unchecked: `builders` and `waiting` are read and written only while `condition` is locked,
  // and so are the frames of waiting threads read through `Wait.frame` (see `deadlock`).
  static let shared = ConstructionCoordinator()

  /// Identifies one shared instance: an entry, and the scope for scoped ones.
  struct Slot: Hashable {
    let entry: ObjectIdentifier
    let scope: ObjectIdentifier?
  }

  /// The thread building a slot, the slot's key for error paths, and the built instance while
  /// its finish runs.
  private struct Builder {
    let thread: ObjectIdentifier
    let key: ServiceKey
    var partial: Any?
  }

  /// The slot a thread waits for, and its innermost frame: valid while it waits, since the
  /// thread is blocked inside this coordinator until it takes the lock again.
  private struct Wait {
    let slot: Slot
    let frame: UnsafePointer<ResolutionFrame>?
  }

  /// The slot of the finish group (an identifier no entry or scope has).
  private static let finishGroup = Slot(
    entry: ObjectIdentifier(ConstructionCoordinator.self), scope: nil)

  private let condition = NSCondition()
  /// What the finish group's holder built, by slot, and how to publish each, in order: published
  /// when its outermost build returns, dropped if it throws.
  private var unpublished: [Slot: Any] = [:]
  private var publishes: [() -> ResolutionError?] = []
  private var builders: [Slot: Builder] = [:]
  private var waiting: [ObjectIdentifier: Wait] = [:]

  /// The existing instance, or one built now by `build`, finished by `finish` and handed to
  /// `publish` (`existing` and `publish` are called with the coordinator's lock held, `build` and
  /// `finish` without it).
  func instance<T>(
    of slot: Slot, key: ServiceKey, resolver: inout Resolver,
    existing: () throws(ResolutionError) -> T?,
    build: (inout Resolver) throws(ResolutionError) -> T,
    finish: ((T, inout Resolver) throws(ResolutionError) -> Void)?,
    publish: @escaping (T) throws(ResolutionError) -> Void
  ) throws(ResolutionError) -> T {
    let me = ObjectIdentifier(Thread.current)
    condition.lock()
    guard resolver.container.hasFinishes, builders[Self.finishGroup]?.thread != me else {
      return try obtain(
        slot, key: key, me: me, resolver: &resolver, existing: existing, build: build,
        finish: finish, publish: publish)
    }
    do {
      if let found = try existing() {
        condition.unlock()
        return found
      }
      try claimFinishGroup(me: me, key: key, frame: resolver.frame)
    } catch {
      condition.unlock()
      throw error
    }
    let instance: T
    do {
      instance = try obtain(
        slot, key: key, me: me, resolver: &resolver, existing: existing, build: build,
        finish: finish, publish: publish)
    } catch {
      try? endFinishGroup(publishing: false)
      throw error
    }
    try endFinishGroup(publishing: true)
    return instance
  }

  /// The existing instance, or one built now, with the coordinator's lock held on entry and
  /// released on return.
  private func obtain<T>(
    _ slot: Slot, key: ServiceKey, me: ObjectIdentifier, resolver: inout Resolver,
    existing: () throws(ResolutionError) -> T?,
    build: (inout Resolver) throws(ResolutionError) -> T,
    finish: ((T, inout Resolver) throws(ResolutionError) -> Void)?,
    publish: @escaping (T) throws(ResolutionError) -> Void
  ) throws(ResolutionError) -> T {
    while true {
      let found: T?
      do { found = try current(slot, existing) } catch {
        condition.unlock()
        throw error
      }
      if let found {
        condition.unlock()
        return found
      }
      guard let builder = builders[slot] else { break }
      if builder.thread == me {
        condition.unlock()
        // The same thread asks again for what it builds: from its finish, that is the instance
        // being finished; from a finish further down, a new one, which all get; from its
        // factory, a cycle. Safe casts: a slot's partial instance is the T its entry built.
        if let partial = builder.partial { return partial as! T }
        guard case .throughFinish = ResolutionFrame.reentry(of: slot.entry, below: resolver.frame)
        else {
          throw ResolutionError(
            .cycle, path: ResolutionFrame.path(downTo: resolver.frame) + [key])
        }
        return try construct(
          slot, resolver: &resolver,
          existing: { () throws(ResolutionError) in try self.current(slot, existing) },
          build: build, finish: finish,
          publish: publish)
      }
      if let deadlock = deadlock(wanting: slot, key: key, me: me, frame: resolver.frame) {
        if let partial = builder.partial {
          condition.unlock()
          return partial as! T
        }
        guard deadlock.isBrokenByAWaiter else {
          condition.unlock()
          throw ResolutionError(.cycle, path: deadlock.path)
        }
        // A thread of the chain waits for a partial instance: woken, it takes it and goes on.
        condition.broadcast()
      }
      waiting[me] = Wait(slot: slot, frame: resolver.frame)
      condition.wait()
      waiting[me] = nil
    }
    builders[slot] = Builder(thread: me, key: key)
    condition.unlock()
    defer {
      condition.lock()
      builders[slot] = nil
      condition.broadcast()
      condition.unlock()
    }
    return try construct(
      slot, resolver: &resolver,
      existing: { () throws(ResolutionError) in try self.current(slot, existing) }, build: build,
      finish: finish,
      publish: publish)
  }

  /// Builds, finishes and publishes the instance of a slot this thread has claimed, unless a
  /// build of the same slot further down (from a finish) published one first: then that one.
  private func construct<T>(
    _ slot: Slot, resolver: inout Resolver,
    existing: () throws(ResolutionError) -> T?,
    build: (inout Resolver) throws(ResolutionError) -> T,
    finish: ((T, inout Resolver) throws(ResolutionError) -> Void)?,
    publish: @escaping (T) throws(ResolutionError) -> Void
  ) throws(ResolutionError) -> T {
    let instance = try build(&resolver)
    if let finish {
      if let found = try lockedExisting(existing) { return found }
      condition.withLock { builders[slot]?.partial = instance }
      try finish(instance, &resolver)
    }
    condition.lock()
    defer { condition.unlock() }
    if let found = try existing() { return found }
    if builders[Self.finishGroup]?.thread == ObjectIdentifier(Thread.current) {
      unpublished[slot] = instance
      publishes.append {
        do throws(ResolutionError) { try publish(instance) } catch { return error }
        return nil
      }
      return instance
    }
    try publish(instance)
    condition.broadcast()
    return instance
  }

  /// What `slot` holds unpublished (for the finish group's holder), else what `existing` finds.
  private func current<T>(_ slot: Slot, _ existing: () throws(ResolutionError) -> T?)
    throws(ResolutionError) -> T?
  {
    // Safe cast: what a slot holds unpublished is the T its entry built.
    if let unpublished = unpublished[slot] { return unpublished as? T }
    return try existing()
  }

  /// Waits (the lock held by the caller) until no other thread holds the finish group, then
  /// claims it for `me`; throws the cycle that waiting would close.
  private func claimFinishGroup(
    me: ObjectIdentifier, key: ServiceKey, frame: UnsafePointer<ResolutionFrame>?
  ) throws(ResolutionError) {
    while builders[Self.finishGroup] != nil {
      if let deadlock = deadlock(wanting: Self.finishGroup, key: key, me: me, frame: frame) {
        throw ResolutionError(.cycle, path: deadlock.path)
      }
      waiting[me] = Wait(slot: Self.finishGroup, frame: frame)
      condition.wait()
      waiting[me] = nil
    }
    builders[Self.finishGroup] = Builder(thread: me, key: key)
  }

  /// Publishes what the finish group's holder built (or drops it, after a failure), gives the
  /// group up and wakes the threads waiting. Throws the first publication that failed.
  private func endFinishGroup(publishing: Bool) throws(ResolutionError) {
    condition.lock()
    defer {
      builders[Self.finishGroup] = nil
      unpublished = [:]
      publishes = []
      condition.broadcast()
      condition.unlock()
    }
    guard publishing else { return }
    // Every instance is published even when one fails, as each would have been on its own.
    let failures = publishes.compactMap { $0() }
    if let failure = failures.first { throw failure }
  }

  private func lockedExisting<T>(_ existing: () throws(ResolutionError) -> T?)
    throws(ResolutionError) -> T?
  {
    condition.lock()
    defer { condition.unlock() }
    return try existing()
  }

  /// The path of the deadlock that waiting for `slot` would make, when the chain of waits that
  /// starts at its builder ends at a slot `me` builds; nil when it ends anywhere else. Reads the
  /// frames of the waiting threads of the chain, which the lock keeps blocked.
  private func deadlock(
    wanting slot: Slot, key: ServiceKey, me: ObjectIdentifier,
    frame: UnsafePointer<ResolutionFrame>?
  ) -> (path: [ServiceKey], isBrokenByAWaiter: Bool)? {
    var path = ResolutionFrame.path(downTo: frame) + [key]
    var held = slot
    var isBrokenByAWaiter = false
    for _ in 0...waiting.count {
      guard let thread = builders[held]?.thread, let wait = waiting[thread],
        let next = builders[wait.slot]
      else { return nil }
      path += ResolutionFrame.path(below: held.entry, downTo: wait.frame)
      path.append(next.key)
      if next.partial != nil { isBrokenByAWaiter = true }
      if next.thread == me { return (path.cutAfterFirstRepeat(), isBrokenByAWaiter) }
      held = wait.slot
    }
    return nil
  }
}
