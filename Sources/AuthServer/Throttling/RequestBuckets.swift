import Synchronization

/// Each client's requests as nginx's `limit_req` counts them: a token bucket per client
/// address of ``limit``'s `maximum` requests, refilled at `maximum` per `window`. A request
/// takes a token; one finding the bucket empty is refused (the server answers 429 and closes
/// the connection, which also ends a pipeline of requests behind it unparsed).
///
/// A flood of requests pipelined on many connections so costs the server a bucket's worth per
/// address, and the owner's requests, from an address of their own, find the server free. The
/// table is bounded: past ``maximumKeys`` clients, those whose buckets have refilled go (a full
/// bucket is what a new client gets); if none has, the whole table goes.
final class RequestBuckets: Sendable {
  /// The bucket's size (`maximum`) and the time it takes to refill from empty (`window`).
  let limit: RateLimit
  let maximumKeys: Int
  private let timeline: Timeline
  /// Each client's bucket, as the time it will be full again (nginx's and GCRA's way: exact
  /// in whole durations, no fractions of a token to round).
  private let fullAt = Mutex<[ClientAddress: Duration]>([:])

  init<C: Clock>(_ limit: RateLimit, clock: C, maximumKeys: Int = 100_000)
  where C.Duration == Duration {
    self.limit = limit
    self.maximumKeys = max(1, maximumKeys)
    timeline = Timeline(clock)
  }

  /// Takes a token from `client`'s bucket: false when it is empty.
  func take(from client: ClientAddress) -> Bool {
    let now = timeline.now()
    let perToken = limit.window / max(1, limit.maximum)
    return fullAt.withLock { fullAt in
      if fullAt[client] == nil, fullAt.count >= maximumKeys { prune(&fullAt, at: now) }
      let full = max(fullAt[client] ?? now, now)
      // Empty: taking one more would leave it full only past a whole window from now.
      guard full + perToken - now <= limit.window else { return false }
      fullAt[client] = full + perToken
      return true
    }
  }

  /// How many clients the table holds.
  var count: Int { fullAt.withLock { $0.count } }

  private func prune(_ fullAt: inout [ClientAddress: Duration], at now: Duration) {
    fullAt = fullAt.filter { $0.value > now }
    if fullAt.count >= maximumKeys { fullAt.removeAll() }
  }
}
