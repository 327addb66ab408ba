import Synchronization

/// The client addresses each account signed in from, lately: where its owner is likely to be.
///
/// An address is known for an account for ``lifetime`` after its last successful sign-in
/// there (30 days by default). Attackers cannot make an address known without the password, so
/// the sign-in throttle can hold the account's owner, there, to a limit of its own, that
/// failures from elsewhere do not use up. Bounded: at most ``perAccount`` addresses per account
/// (the least recent goes) and ``maximumAccounts`` accounts (likewise).
final class KnownAddresses: Sendable {
  let lifetime: Duration
  let perAccount: Int
  let maximumAccounts: Int
  private let timeline: Timeline
  /// Per account: each known address and its last sign-in.
  private let table = Mutex<[String: [ClientAddress: Duration]]>([:])

  init(
    timeline: Timeline, lifetime: Duration, perAccount: Int = 10, maximumAccounts: Int = 100_000
  ) {
    self.timeline = timeline
    self.lifetime = lifetime
    self.perAccount = max(1, perAccount)
    self.maximumAccounts = max(1, maximumAccounts)
  }

  /// Whether `account` signed in from `client` within ``lifetime``.
  func contains(_ client: ClientAddress, for account: String) -> Bool {
    let now = timeline.now()
    return table.withLock { table in
      guard let last = table[account]?[client] else { return false }
      return now - last < lifetime
    }
  }

  /// `account` signed in from `client` now.
  func remember(_ client: ClientAddress, for account: String) {
    let now = timeline.now()
    table.withLock { table in
      var addresses = (table[account] ?? [:]).filter { now - $0.value < lifetime }
      addresses[client] = now
      if addresses.count > perAccount, let oldest = addresses.min(by: { $0.value < $1.value }) {
        addresses.removeValue(forKey: oldest.key)
      }
      table[account] = addresses
      if table.count > maximumAccounts, let stalest = Self.stalestAccount(in: table) {
        table.removeValue(forKey: stalest)
      }
    }
  }

  private static func stalestAccount(in table: [String: [ClientAddress: Duration]]) -> String? {
    table.min { ($0.value.values.max() ?? .zero) < ($1.value.values.max() ?? .zero) }?.key
  }
}
