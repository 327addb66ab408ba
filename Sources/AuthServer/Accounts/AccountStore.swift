import AuthContract
import Synchronization

/// The server's accounts: an email and a bcrypt hash each; a password itself is never kept.
///
/// An account is found by its email without case (``key(for:)``), so a variant of it (another
/// case, or a Kelvin sign U+212A for a k, which lowercases to k) reaches it; what the server
/// answers and logs is the account's own email (``email(ofAccount:)``), never the variant.
///
/// Checking a password takes the same time whether or not the email has an account: an
/// unknown email is checked against a dummy hash of the same cost, so that timing tells
/// nobody which addresses exist.
public final class AccountStore: Sendable {
  private let hasher: any PasswordHashing
  /// By key: the email as the account was added, and its hash.
  private let accounts = Mutex<[String: (email: String, hash: String)]>([:])
  private let dummyHash: String

  /// Counts every password comparison, so that tests see which requests reached one.
  private let comparisonCount = Atomic<Int>(0)

  /// An empty store whose hashes use `hasher`.
  public init(hasher: any PasswordHashing) async throws {
    self.hasher = hasher
    dummyHash = try await hasher.hash(String(UInt64.random(in: .min ... .max), radix: 36))
  }

  /// Adds (or replaces) an account. Throws the ``CredentialProblem`` that ``CredentialRules``
  /// gives for an email or password it refuses.
  public func addAccount(email: String, password: String) async throws {
    if let problem = CredentialRules.problem(email: email, password: password) { throw problem }
    let hash = try await hasher.hash(password)
    accounts.withLock { $0[Self.key(for: email)] = (email, hash) }
  }

  /// Whether `email` has an account.
  public func hasAccount(email: String) -> Bool {
    self.email(ofAccount: email) != nil
  }

  /// The email of the account `email` reaches, as the account was added; nil for none.
  public func email(ofAccount email: String) -> String? {
    accounts.withLock { $0[Self.key(for: email)]?.email }
  }

  /// Whether `password` is the password of `email`, in the same time for unknown emails.
  public func verify(email: String, password: String) async throws -> Bool {
    let stored = accounts.withLock { $0[Self.key(for: email)]?.hash }
    comparisonCount.add(1, ordering: .relaxed)
    let matches = try await hasher.verify(password, against: stored ?? dummyHash)
    return stored != nil && matches
  }

  /// How many password comparisons started.
  public var comparisons: Int { comparisonCount.load(ordering: .relaxed) }

  /// Emails compare without case.
  public static func key(for email: String) -> String {
    email.lowercased()
  }
}
