import Synchronization

/// Lets at most ``limit`` password checks run at once, with a short line of at most
/// ``waitingLimit`` behind them; past that, a check is refused at once (the server answers 503
/// with Retry-After, and the attempt does not count).
///
/// The line is owner first: a check from an address its account signed in from lately
/// (``Priority/knownAddress``) goes before every other, and when the line is full it takes the
/// place of the last other one (refused in its stead). So a flood that keeps every check busy
/// costs the owner, at worst, the wait for one check to end.
public final class PasswordCheckGate: Sendable {
  /// Which checks go first.
  public enum Priority: Int, Comparable, Hashable, Sendable {
    /// From an address the account signed in from lately: likely its owner.
    case knownAddress = 0
    case other = 1

    public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  /// A check waiting in line, to wait for its place with.
  public struct Ticket: Hashable, Sendable {
    let id: UInt64
  }

  /// What asking for a place gave: the place, a refusal, or a place in line.
  public enum Request: Hashable, Sendable {
    case entered
    case refused
    case waiting(Ticket)
  }

  /// The most checks running at once.
  public let limit: Int
  /// The most checks waiting for a place.
  public let waitingLimit: Int

  private struct Waiter {
    let id: UInt64
    let priority: Priority
    var continuation: CheckedContinuation<Bool, Never>?
  }

  private struct State {
    var running = 0
    /// In the order they get places: by priority, then by arrival.
    var line: [Waiter] = []
    /// Out of the line before they waited: whether each got a place.
    var decided: [UInt64: Bool] = [:]
    var nextID: UInt64 = 0
  }

  private let state = Mutex(State())

  public init(limit: Int, waitingLimit: Int = 0) {
    self.limit = max(1, limit)
    self.waitingLimit = max(0, waitingLimit)
  }

  /// Takes a place if one is free; false when all are taken. Give it back with ``leave()``.
  public func enter() -> Bool {
    state.withLock { state in
      guard state.running < limit else { return false }
      state.running += 1
      return true
    }
  }

  /// Takes a place, waiting in line for one if need be; false when refused (the line is full
  /// of checks that go first, it was pushed out of the line, or its task was cancelled).
  /// Give a place taken back with ``leave()``.
  public func enter(priority: Priority) async -> Bool {
    switch request(priority: priority) {
    case .entered: true
    case .refused: false
    case .waiting(let ticket): await wait(for: ticket)
    }
  }

  /// Takes a place if one is free, else joins the line if there is room for a check of
  /// `priority` (pushing out the last one that goes after it, when it is full).
  public func request(priority: Priority) -> Request {
    let (request, pushedOut) = state.withLock { state -> (Request, Waiter?) in
      if state.running < limit {
        state.running += 1
        return (.entered, nil)
      }
      var pushedOut: Waiter?
      if state.line.count >= waitingLimit {
        guard let last = state.line.last, priority < last.priority else { return (.refused, nil) }
        pushedOut = state.line.removeLast()
        if pushedOut?.continuation == nil, let id = pushedOut?.id { state.decided[id] = false }
      }
      state.nextID += 1
      let place = state.line.firstIndex { priority < $0.priority } ?? state.line.endIndex
      state.line.insert(Waiter(id: state.nextID, priority: priority), at: place)
      return (.waiting(Ticket(id: state.nextID)), pushedOut)
    }
    pushedOut?.continuation?.resume(returning: false)
    return request
  }

  /// Waits for the place `ticket` stands in line for: true once it has it, false when it is
  /// pushed out of the line or the task is cancelled.
  public func wait(for ticket: Ticket) async -> Bool {
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        let decided = state.withLock { state -> Bool? in
          if let decided = state.decided.removeValue(forKey: ticket.id) { return decided }
          guard let index = state.line.firstIndex(where: { $0.id == ticket.id }) else {
            return false
          }
          state.line[index].continuation = continuation
          return nil
        }
        if let decided { continuation.resume(returning: decided) }
      }
    } onCancel: {
      let waiter = state.withLock { state -> Waiter? in
        guard let index = state.line.firstIndex(where: { $0.id == ticket.id }) else { return nil }
        let waiter = state.line.remove(at: index)
        if waiter.continuation == nil { state.decided[ticket.id] = false }
        return waiter
      }
      waiter?.continuation?.resume(returning: false)
    }
  }

  /// Gives back a place taken by ``enter()``, ``enter(priority:)`` or a ticket: to the first
  /// in line, if any.
  public func leave() {
    let next = state.withLock { state -> Waiter? in
      guard !state.line.isEmpty else {
        state.running = max(0, state.running - 1)
        return nil
      }
      let next = state.line.removeFirst()
      if next.continuation == nil { state.decided[next.id] = true }
      return next
    }
    next?.continuation?.resume(returning: true)
  }

  /// How many places are taken now.
  public var inUse: Int { state.withLock { $0.running } }

  /// How many checks wait in line.
  public var waiting: Int { state.withLock { $0.line.count } }
}
