/// Hashes passwords and checks them against hashes: bcrypt in the server
/// (``PasswordHasher``), something slower, failing or observable in tests.
public protocol PasswordHashing: Sendable {
  /// A hash of `password` to store.
  func hash(_ password: String) async throws -> String
  /// Whether `password` matches `hash`.
  func verify(_ password: String, against hash: String) async throws -> Bool
}
