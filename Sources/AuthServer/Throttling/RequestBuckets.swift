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
  private let buckets = Mutex<[ClientAddress: Bucket]>([:])

  private struct Bucket {
    var tokens: Double
    var updated: Duration
  }

  init<C: Clock>(_ limit: RateLimit, clock: C, maximumKeys: Int = 100_000)
  where C.Duration == Duration {
    self.limit = limit
    self.maximumKeys = max(1, maximumKeys)
    timeline = Timeline(clock)
  }

  /// Takes a token from `client`'s bucket: false when it is empty.
  func take(from client: ClientAddress) -> Bool {
    let now = timeline.now()
    return buckets.withLock { buckets in
      if buckets[client] == nil, buckets.count >= maximumKeys { prune(&buckets, at: now) }
      var bucket = buckets[client] ?? Bucket(tokens: capacity, updated: now)
      bucket.tokens = tokens(in: bucket, at: now)
      bucket.updated = now
      let taken = bucket.tokens >= 1
      if taken { bucket.tokens -= 1 }
      buckets[client] = bucket
      return taken
    }
  }

  /// How many clients the table holds.
  var count: Int { buckets.withLock { $0.count } }

  private var capacity: Double { Double(max(1, limit.maximum)) }

  /// `bucket`'s tokens at `now`: what it held, and `maximum` per `window` since, up to full.
  private func tokens(in bucket: Bucket, at now: Duration) -> Double {
    let window = max(limit.window / .milliseconds(1), 1)
    let refill = (now - bucket.updated) / .milliseconds(1) / window * capacity
    return min(capacity, bucket.tokens + max(0, refill))
  }

  private func prune(_ buckets: inout [ClientAddress: Bucket], at now: Duration) {
    buckets = buckets.filter { tokens(in: $0.value, at: now) < capacity }
    if buckets.count >= maximumKeys { buckets.removeAll() }
  }
}
