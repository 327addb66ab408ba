import Dispatch
import Synchronization

/// Counts the work a host has in flight — the tasks its screens start, the timers its models
/// run on an injected clock, the bindings' updates waiting for a drain — so that whoever must
/// know when a screen is done (a test harness, a clock that runs what it wakes) waits for that
/// fact, never for a length of time, as TCA's `TestStore` knows its effects in flight.
///
/// Work counts from the moment it is started through a tracker (`Task.tracked { … }`,
/// ``task(_:isolation:fileID:line:_:)``) until it ends, except while it waits on a *tracked
/// source*: a ``ManualClock``'s sleep, a ``TrackedContinuation`` (an alert's answer, a test
/// double holding a request; ThinTerminal's `HostClock` waits on one as it sleeps). Only
/// someone moving the clock, time passing or an answer ends such a wait, so the work is idle
/// meanwhile; the source counts it busy again as it resumes it, before it
/// runs. Work that waits on anything else (a file, a socket, a task it started plainly) stays
/// busy: it ends by itself, and whoever waits for this tracker waits for it.
///
/// A tracked task and the plain tasks it starts and waits for are one unit of work: it is idle
/// while one of them waits on a tracked source. Start work that runs beside it (a race, a
/// timeout) through the tracker too, or a wait of one part would count the whole as idle.
///
/// The tracker in charge travels with the task: a host runs each event under its tracker
/// (``withTracking(_:)``), tasks started from there inherit it, and ``current`` names it.
public final class WorkTracker: Sendable {
  /// One piece of work: a tracked task, or a counted item without a task (a binding's update
  /// waiting for a drain). Busy while none of its waits is on a tracked source.
  struct Unit {
    let origin: String
    var suspensions = 0
  }

  private struct State {
    var nextID = 0
    var units: [Int: Unit] = [:]
    var busy = 0
    var idleActions: [@Sendable () -> Void] = []
    /// Those waiting until the units begun after `mark` are at rest, by a number of their own.
    var restWaiters: [Int: (mark: Int, answer: AnswerOnce)] = [:]
    var nextWaiterID = 0

    /// Whether no unit begun after `mark` (a ``unitsBegun`` reading) is busy.
    func isAtRest(since mark: Int) -> Bool {
      !units.contains { id, unit in id > mark && unit.suspensions == 0 }
    }
  }

  /// The tracker and unit of the running task; a unit of nil is work not started through the
  /// tracker (a host's event handling), which never counts itself idle.
  struct Context: Sendable {
    let tracker: WorkTracker
    let unit: Int?
  }

  @TaskLocal static var context: Context?

  private let state = Mutex(State())

  public init() {}

  /// The tracker the running code's work is counted in, if any: the host's, while it handles
  /// an event, and inside every task started from there.
  public static var current: WorkTracker? { context?.tracker }

  /// Runs `body` with this tracker as ``current``: the work it starts is counted here. Its
  /// result may be left unused: `withTracking { Task.tracked { … } }` starts work and moves on.
  @discardableResult
  public func withTracking<R>(_ body: () throws -> R) rethrows -> R {
    try Self.$context.withValue(Context(tracker: self, unit: nil), operation: body)
  }

  /// Runs `body` with this tracker as ``current``, as the synchronous `withTracking(_:)`.
  @discardableResult
  public func withTracking<R>(
    isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> R
  ) async rethrows -> R {
    try await Self.$context.withValue(
      Context(tracker: self, unit: nil), operation: body, isolation: isolation)
  }

  /// Whether nothing counted here is busy.
  public var isIdle: Bool { state.withLock { $0.busy == 0 } }

  /// Where the busy work was started (`file:line`, or what it is), oldest first: for a
  /// failure that says what never ended.
  public var inFlight: [String] {
    state.withLock { state in
      state.units.sorted { $0.key < $1.key }.filter { $0.value.suspensions == 0 }.map(
        \.value.origin)
    }
  }

  /// Calls `action` once, as soon as nothing is busy: at once when nothing is. From any thread.
  public func onIdle(_ action: @escaping @Sendable () -> Void) {
    let isIdle = state.withLock { state in
      guard state.busy > 0 else { return true }
      state.idleActions.append(action)
      return false
    }
    if isIdle { action() }
  }

  /// Suspends until nothing is busy, at most `timeLimit` of real time (a failure's limit, for
  /// work stuck on something untracked); true when it came to rest. Waiting is by continuation.
  @discardableResult
  public func waitUntilIdle(timeLimit: Duration = .seconds(300)) async -> Bool {
    await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
      let answer = AnswerOnce(continuation)
      onIdle { answer.give(true) }
      let nanoseconds = Int(min(timeLimit, .seconds(86_400)) / .nanoseconds(1))
      DispatchQueue.global().asyncAfter(deadline: .now() + .nanoseconds(nanoseconds)) {
        answer.give(false)
      }
    }
  }

  // MARK: Counting

  /// Work that is not a task, counted from ``beginWork(_:)`` to ``endWork(_:)``.
  public struct Token: Sendable {
    let id: Int
  }

  /// Counts work that is not a task busy until ``endWork(_:)``: an event sent to a terminal and
  /// not handled yet. `origin` names it in a failure.
  public func beginWork(_ origin: String) -> Token {
    Token(id: begin(origin))
  }

  /// The work of `token` is done.
  public func endWork(_ token: Token) {
    end(token.id)
  }

  /// How many units have begun here so far: a host compares two readings to learn whether
  /// what it ran in between started work.
  package var unitsBegun: Int { state.withLock { $0.nextID } }

  /// Suspends until the work begun after `mark` (a ``unitsBegun`` reading) is done or waits on
  /// a tracked source, whatever else is busy (a watch that runs as long as the app), at most
  /// `timeLimit` of real time; true when it came to rest. A host holds the next key of a burst
  /// this way for the work the key before it started.
  package func waitUntilAtRest(since mark: Int, timeLimit: Duration) async -> Bool {
    await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
      let answer = AnswerOnce(continuation)
      let waiter = state.withLock { state -> Int? in
        guard !state.isAtRest(since: mark) else { return nil }
        state.nextWaiterID += 1
        state.restWaiters[state.nextWaiterID] = (mark, answer)
        return state.nextWaiterID
      }
      guard let waiter else { return answer.give(true) }
      let nanoseconds = Int(min(timeLimit, .seconds(86_400)) / .nanoseconds(1))
      DispatchQueue.global().asyncAfter(deadline: .now() + .nanoseconds(nanoseconds)) {
        // Given up: the waiter goes, so waits that time out leave nothing behind.
        _ = self.state.withLock { $0.restWaiters.removeValue(forKey: waiter) }
        answer.give(false)
      }
    }
  }

  /// Counts a new unit busy; returns its id.
  func begin(_ origin: String) -> Int {
    state.withLock { state in
      state.nextID += 1
      state.units[state.nextID] = Unit(origin: origin)
      state.busy += 1
      return state.nextID
    }
  }

  /// The unit `id` is done.
  func end(_ id: Int) {
    update { state in
      guard let unit = state.units.removeValue(forKey: id) else { return }
      if unit.suspensions == 0 { state.busy -= 1 }
    }
  }

  /// The unit `id` waits on a tracked source: idle until ``resume(_:)``.
  func suspend(_ id: Int) {
    update { state in
      guard state.units[id] != nil else { return }
      state.units[id]?.suspensions += 1
      if state.units[id]?.suspensions == 1 { state.busy -= 1 }
    }
  }

  /// A tracked source resumed the unit `id`: busy again, before it runs.
  func resume(_ id: Int) {
    update { state in
      guard let unit = state.units[id], unit.suspensions > 0 else { return }
      state.units[id]?.suspensions -= 1
      if unit.suspensions == 1 { state.busy += 1 }
    }
  }

  /// Changes the state, then runs the idle actions and answers the rest waiters it released,
  /// outside the lock.
  private func update(_ change: (inout State) -> Void) {
    let (actions, rested) = state.withLock {
      state -> ([@Sendable () -> Void], [Int: (mark: Int, answer: AnswerOnce)]) in
      change(&state)
      let rested = state.restWaiters.filter { state.isAtRest(since: $0.value.mark) }
      for id in rested.keys { state.restWaiters[id] = nil }
      guard state.busy == 0 else { return ([], rested) }
      defer { state.idleActions.removeAll() }
      return (state.idleActions, rested)
    }
    for action in actions { action() }
    for waiter in rested.values { waiter.answer.give(true) }
  }
}

/// Resumes a continuation with the first answer given, once.
private final class AnswerOnce: Sendable {
  private let continuation: Mutex<CheckedContinuation<Bool, Never>?>

  init(_ continuation: CheckedContinuation<Bool, Never>) {
    self.continuation = Mutex(continuation)
  }

  func give(_ answer: Bool) {
    let continuation = continuation.withLock { continuation in
      defer { continuation = nil }
      return continuation
    }
    continuation?.resume(returning: answer)
  }
}
