/// How a log line names an email: an account by its own email (not the variant sent), any
/// other email only by a short fingerprint. The fingerprint tells the lines about one unknown
/// email apart within one run of the server, and nothing of the email itself: it is a keyed
/// hash whose key is new in every process (Swift's `Hasher`), so that a log never holds the
/// addresses people mistype, nor a list of the addresses someone tried.
enum LoggedEmail {
  /// `email` as a log line names it.
  static func name(_ email: String, in accounts: AccountStore) -> String {
    if let own = accounts.email(ofAccount: email) { return own }
    var hasher = Hasher()
    hasher.combine(AccountStore.key(for: email))
    let bits = UInt64(bitPattern: Int64(hasher.finalize()))
    return "unknown-" + String(bits >> 32, radix: 16)
  }
}
