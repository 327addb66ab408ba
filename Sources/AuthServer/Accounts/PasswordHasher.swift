import HummingbirdBcrypt
import NIOPosix

/// Hashes and checks passwords with bcrypt, off the cooperative thread pool (bcrypt is slow on
/// purpose, and would hold up every other task meanwhile).
public struct PasswordHasher: PasswordHashing {
  /// The bcrypt cost (log2 of the rounds): 10 for the demo, 4 (the least) in tests.
  public let cost: UInt8

  public init(cost: UInt8 = 10) {
    self.cost = min(max(cost, 4), 31)
  }

  public func hash(_ password: String) async throws -> String {
    let cost = cost
    return try await NIOThreadPool.singleton.runIfActive { Bcrypt.hash(password, cost: cost) }
  }

  /// Whether `password` matches `hash`; false for a hash that is not bcrypt.
  public func verify(_ password: String, against hash: String) async throws -> Bool {
    try await NIOThreadPool.singleton.runIfActive { Bcrypt.verify(password, hash: hash) }
  }
}
