import Synchronization

/// Counts attempts per key in a sliding window and refuses one that would go past a key's
/// limit. Checking and counting are one step under one lock: however many attempts arrive at
/// once, no more than a key's limit get through in a window.
///
/// An attempt counts from the moment it is let through; ``cancel(_:in:)`` gives it back, in
/// some of its buckets or all, when it turned out not to count there. The table is bounded:
/// past ``maximumKeys`` keys, the expired ones go, then the tenth least recently used, so that
/// a full table never refuses anyone (the price: a flood of new keys can make old ones
/// forget their attempts sooner). A key at its limit is never dropped before its window
/// passes: forgetting it would give its attempts back, and a flood of new keys could then
/// reopen a mailbox's or an account's limit. Past ``maximumKeys`` the table so grows only by
/// keys that each took their limit's attempts within their window, and at most to twice
/// ``maximumKeys``: past that, keys at their limit go too, least recently used first, so that
/// no flood makes it hold more. The table is scanned once per tenth of ``maximumKeys`` it
/// grows by, never on every attempt, however many keys sit at their limit.
final class RateLimiter: Sendable {
  /// A key and the limit it is held to.
  struct Bucket: Hashable, Sendable {
    var key: String
    var limit: RateLimit
  }

  /// An attempt let through: the buckets it counts in, and when.
  struct Reservation: Hashable, Sendable {
    let buckets: [Bucket]
    let time: Duration
  }

  /// Let through, or refused with the whole seconds (at least 1) until one could be, and the
  /// index of the bucket that waits longest.
  enum Outcome: Hashable, Sendable {
    case reserved(Reservation)
    case refused(retryAfter: Int, bucket: Int)
  }

  /// The attempts of one key within its window, oldest first.
  private struct Entry {
    var window: Duration
    /// The most attempts the key lets through in its window.
    var maximum: Int
    var times: [Duration]
    /// When the key was last counted in: the table forgets the least recent first.
    var lastUsed: Duration

    func recent(at now: Duration) -> [Duration] {
      times.filter { now - $0 < window }
    }
  }

  let maximumKeys: Int
  private let timeline: Timeline
  private let entries: Mutex<Table>

  /// The keys, and the size past which the next attempt prunes them.
  private struct Table {
    var keys: [String: Entry] = [:]
    var pruneAbove: Int
  }

  init(timeline: Timeline, maximumKeys: Int = 100_000) {
    self.timeline = timeline
    self.maximumKeys = max(1, maximumKeys)
    entries = Mutex(Table(pruneAbove: self.maximumKeys))
  }

  /// Lets an attempt through if every bucket has room, counting it in all of them; otherwise
  /// counts nothing and says how long the fullest one must wait.
  func reserve(_ buckets: [Bucket]) -> Outcome {
    let now = timeline.now()
    return entries.withLock { state -> Outcome in
      var wait: Duration = .zero
      var fullest = 0
      for (index, bucket) in buckets.enumerated() {
        let recent = state.keys[bucket.key]?.recent(at: now) ?? []
        guard recent.count >= bucket.limit.maximum else { continue }
        let bucketWait = (recent.first ?? now) + bucket.limit.window - now
        if bucketWait > wait { (wait, fullest) = (bucketWait, index) }
      }
      guard wait == .zero else {
        return .refused(retryAfter: Self.wholeSeconds(wait), bucket: fullest)
      }
      makeRoom(for: buckets.map(\.key), in: &state, at: now)
      for bucket in buckets {
        let recent = state.keys[bucket.key]?.recent(at: now) ?? []
        state.keys[bucket.key] = Entry(
          window: bucket.limit.window, maximum: bucket.limit.maximum, times: recent + [now],
          lastUsed: now)
      }
      return .reserved(Reservation(buckets: buckets, time: now))
    }
  }

  /// Gives back an attempt in the buckets of `reservation` whose keys are in `keys` (all of
  /// them when nil): it did not count there.
  func cancel(_ reservation: Reservation, in keys: Set<String>? = nil) {
    entries.withLock { state in
      for bucket in reservation.buckets where keys?.contains(bucket.key) ?? true {
        guard var entry = state.keys[bucket.key],
          let index = entry.times.lastIndex(of: reservation.time)
        else { continue }
        entry.times.remove(at: index)
        state.keys[bucket.key] = entry.times.isEmpty ? nil : entry
      }
    }
  }

  /// Forgets every attempt counted for `key`.
  func forget(_ key: String) {
    _ = entries.withLock { $0.keys.removeValue(forKey: key) }
  }

  /// How many keys the table holds, expired ones included until the next pruning.
  var keyCount: Int { entries.withLock { $0.keys.count } }

  /// Past the pruning size, drops the expired keys, then the least recently used down to
  /// ``maximumKeys`` (a tenth at least): the keys of the attempt being counted stay, and so do
  /// the keys at their limit while the table holds under twice ``maximumKeys``. The next
  /// pruning waits until the table grew by another tenth: a table full of keys at their limit
  /// is scanned once per tenth, not on every new key.
  private func makeRoom(for keys: [String], in state: inout Table, at now: Duration) {
    var newKeys: Int { keys.filter { state.keys[$0] == nil }.count }
    guard state.keys.count + newKeys > state.pruneAbove else { return }
    state.keys = state.keys.filter { !$0.value.recent(at: now).isEmpty }
    let tenth = max(1, maximumKeys / 10)
    let excess = state.keys.count + newKeys - maximumKeys
    if excess > 0 {
      let kept = Set(keys)
      let atCeiling = state.keys.count + newKeys > 2 * maximumKeys
      let candidates = state.keys.filter { key, entry in
        !kept.contains(key) && (atCeiling || entry.recent(at: now).count < entry.maximum)
      }
      for (key, _) in candidates.sorted(by: { $0.value.lastUsed < $1.value.lastUsed })
        .prefix(max(excess, tenth))
      {
        state.keys.removeValue(forKey: key)
      }
    }
    let size = state.keys.count + newKeys
    state.pruneAbove = size > maximumKeys ? size + tenth : maximumKeys
  }

  private static func wholeSeconds(_ duration: Duration) -> Int {
    let (seconds, attoseconds) = duration.components
    return Int(max(1, seconds + (attoseconds > 0 ? 1 : 0)))
  }
}
