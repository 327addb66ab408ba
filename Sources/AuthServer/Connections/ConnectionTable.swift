import NIOCore
import Synchronization

/// The server's open connections, by client: at most ``maximumPerClient`` from one client, and
/// at most ``maximum`` in all.
///
/// A client is its address (see ``ClientAddress``): one address holding its cap takes nothing
/// from the others. When every place is taken, a new connection closes the one that has waited
/// longest for its client (a keep-alive connection between requests, one that never finished a
/// request head, or one stalled in a request body the server is asking for), as nginx drains
/// its keep-alive connections; only when every connection is busy with a request the server is
/// answering is the new one refused. A connection waiting for its client costs the server
/// nothing but its place; were a stalled body to keep it, clients sending heads and never their
/// bodies would hold every place until their body deadline, again and again. A trusted proxy carries many
/// clients on its connections, so it has no cap of its own (it still counts in the total).
final class ConnectionTable: Sendable {
  /// One connection, as the table knows it.
  typealias ID = UInt64

  /// Why a connection was refused.
  enum Refusal: Hashable, Sendable {
    /// Its client already holds ``ConnectionTable/maximumPerClient`` connections.
    case clientAtCap
    /// Every connection is busy with a request.
    case serverFull
  }

  /// Let in (having closed the connection waiting longest, when the table was full), or refused.
  enum Admission: Hashable, Sendable {
    case admitted(ID)
    case refused(Refusal)
  }

  private struct Entry {
    let client: ClientAddress
    let channel: any Channel
    /// Whether the server is working on a request of it (not waiting for its client).
    var isBusy = false
    /// When the connection last became busy or began to wait, as a count of table events: of
    /// those waiting, the smallest is the one waiting longest.
    var lastActive: UInt64
  }

  private struct State {
    var entries: [ID: Entry] = [:]
    var perClient: [ClientAddress: Int] = [:]
    var nextID: ID = 0
    var tick: UInt64 = 0
    var waiters: [UInt64: (count: Int, continuation: Waiter)] = [:]
    var nextWaiter: UInt64 = 0
  }

  /// The most connections one client may hold.
  let maximumPerClient: Int
  /// The most connections open at once.
  let maximum: Int
  /// Clients without a cap of their own: trusted proxies.
  let uncapped: Set<ClientAddress>
  private let state = Mutex(State())

  init(maximum: Int, maximumPerClient: Int, uncapped: Set<ClientAddress> = []) {
    self.maximum = max(1, maximum)
    self.maximumPerClient = max(1, maximumPerClient)
    self.uncapped = uncapped
  }

  /// Lets `channel` from `client` in, or says why not. When the table is full, the connection
  /// waiting longest for its client is closed to make room.
  func admit(_ channel: any Channel, from client: ClientAddress) -> Admission {
    let (admission, evicted, ready) = state.withLock { state in
      let held = state.perClient[client, default: 0]
      guard held < maximumPerClient || uncapped.contains(client) else {
        return (Admission.refused(.clientAtCap), nil as (any Channel)?, [] as [Waiter])
      }
      var evicted: (any Channel)?
      if state.entries.count >= maximum {
        guard let victim = Self.longestWaiting(in: state.entries) else {
          return (.refused(.serverFull), nil, [])
        }
        evicted = Self.remove(victim, from: &state)
      }
      state.nextID += 1
      state.tick += 1
      state.entries[state.nextID] = Entry(client: client, channel: channel, lastActive: state.tick)
      state.perClient[client] = held + 1
      return (.admitted(state.nextID), evicted, Self.readyWaiters(&state))
    }
    evicted?.close(promise: nil)
    for waiter in ready { waiter.resume() }
    return admission
  }

  /// The server works on a request of `id` (its head or some of its body arrived): it is not
  /// closed to make room until it waits for its client again.
  func markBusy(_ id: ID) {
    state.withLock { state in
      state.tick += 1
      state.entries[id]?.isBusy = true
      state.entries[id]?.lastActive = state.tick
    }
  }

  /// `id` waits for its client: its answer was written (it waits for its next request), or the
  /// server asks for its request's body and none came. A wait already begun keeps its start, so
  /// that the one waiting longest goes first.
  func markWaiting(_ id: ID) {
    state.withLock { state in
      guard state.entries[id]?.isBusy == true else { return }
      state.tick += 1
      state.entries[id]?.isBusy = false
      state.entries[id]?.lastActive = state.tick
    }
  }

  /// `id` closed.
  func remove(_ id: ID) {
    let ready = state.withLock { state in
      _ = Self.remove(id, from: &state)
      return Self.readyWaiters(&state)
    }
    for waiter in ready { waiter.resume() }
  }

  /// How many connections are open.
  var count: Int { state.withLock { $0.entries.count } }

  /// How many connections `client` holds.
  func count(from client: ClientAddress) -> Int {
    state.withLock { $0.perClient[client, default: 0] }
  }

  /// Returns once exactly `count` connections are open: what tests wait on, rather than time.
  /// Throws `CancellationError` when its task is cancelled first; `whenWaiting` runs once it
  /// waits (a test that cancels it knows when).
  func waitUntilOpen(_ count: Int, whenWaiting: @Sendable () -> Void = {}) async throws {
    let id = state.withLock { state in
      state.nextWaiter += 1
      return state.nextWaiter
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: Waiter) in
        let isReady = state.withLock { state in
          guard state.entries.count != count else { return true }
          state.waiters[id] = (count, continuation)
          return false
        }
        if isReady { return continuation.resume() }
        whenWaiting()
        // Cancelled before it waited: the handler below found nothing to end.
        if Task.isCancelled { endWaiter(id) }
      }
    } onCancel: {
      endWaiter(id)
    }
  }

  /// Ends the wait of `id`, if it still waits, with `CancellationError`.
  private func endWaiter(_ id: UInt64) {
    let waiter = state.withLock { $0.waiters.removeValue(forKey: id) }
    waiter?.continuation.resume(throwing: CancellationError())
  }

  /// How many waits are in progress.
  var waiterCount: Int { state.withLock { $0.waiters.count } }

  private typealias Waiter = CheckedContinuation<Void, any Error>

  private static func readyWaiters(_ state: inout State) -> [Waiter] {
    let count = state.entries.count
    let ready = state.waiters.filter { $0.value.count == count }
    for id in ready.keys { state.waiters[id] = nil }
    return ready.values.map(\.continuation)
  }

  private static func longestWaiting(in entries: [ID: Entry]) -> ID? {
    entries.filter { !$0.value.isBusy }.min { $0.value.lastActive < $1.value.lastActive }?.key
  }

  private static func remove(_ id: ID, from state: inout State) -> (any Channel)? {
    guard let entry = state.entries.removeValue(forKey: id) else { return nil }
    let left = state.perClient[entry.client, default: 1] - 1
    state.perClient[entry.client] = left > 0 ? left : nil
    return entry.channel
  }
}
