import Synchronization

/// Counts attempts per key in a sliding window and refuses one that would go past a key's
/// limit. Checking and counting are one step under one lock: however many attempts arrive at
/// once, no more than a key's limit get through in a window.
///
/// An attempt counts from the moment it is let through; ``cancel(_:)`` gives it back when it
/// was not made after all. The table is bounded: past ``maximumKeys`` live keys, attempts for
/// new keys are refused until old ones expire.
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

  /// Let through, or refused with the whole seconds (at least 1) until one could be.
  enum Outcome: Hashable, Sendable {
    case reserved(Reservation)
    case refused(retryAfter: Int)
  }

  /// The attempts of one key within its window, oldest first.
  private struct Entry {
    var window: Duration
    var times: [Duration]

    func recent(at now: Duration) -> [Duration] {
      times.filter { now - $0 < window }
    }
  }

  let maximumKeys: Int
  private let timeline: Timeline
  private let entries = Mutex<[String: Entry]>([:])

  init(timeline: Timeline, maximumKeys: Int = 100_000) {
    self.timeline = timeline
    self.maximumKeys = maximumKeys
  }

  /// Lets an attempt through if every bucket has room, counting it in all of them; otherwise
  /// counts nothing and says how long the fullest one must wait.
  func reserve(_ buckets: [Bucket]) -> Outcome {
    let now = timeline.now()
    return entries.withLock { table -> Outcome in
      var wait: Duration = .zero
      for bucket in buckets {
        let recent = table[bucket.key]?.recent(at: now) ?? []
        if recent.count >= bucket.limit.maximum, let oldest = recent.first {
          wait = max(wait, oldest + bucket.limit.window - now)
        }
      }
      let newKeys = buckets.filter { table[$0.key] == nil }.count
      if wait == .zero, table.count + newKeys > maximumKeys {
        table = table.filter { !$0.value.recent(at: now).isEmpty }
        if table.count + newKeys > maximumKeys {
          wait = buckets.map(\.limit.window).max() ?? .seconds(1)
        }
      }
      guard wait == .zero else { return .refused(retryAfter: Self.wholeSeconds(wait)) }
      for bucket in buckets {
        let recent = table[bucket.key]?.recent(at: now) ?? []
        table[bucket.key] = Entry(window: bucket.limit.window, times: recent + [now])
      }
      return .reserved(Reservation(buckets: buckets, time: now))
    }
  }

  /// Gives back an attempt that was not made.
  func cancel(_ reservation: Reservation) {
    entries.withLock { table in
      for bucket in reservation.buckets {
        guard var entry = table[bucket.key],
          let index = entry.times.lastIndex(of: reservation.time)
        else { continue }
        entry.times.remove(at: index)
        table[bucket.key] = entry.times.isEmpty ? nil : entry
      }
    }
  }

  /// Forgets every attempt counted for `key`.
  func forget(_ key: String) {
    _ = entries.withLock { $0.removeValue(forKey: key) }
  }

  /// How many keys the table holds, expired ones included until the next pruning.
  var keyCount: Int { entries.withLock { $0.count } }

  private static func wholeSeconds(_ duration: Duration) -> Int {
    let (seconds, attoseconds) = duration.components
    return Int(max(1, seconds + (attoseconds > 0 ? 1 : 0)))
  }
}
