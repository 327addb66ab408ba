import Crypto
import Foundation
import HummingbirdBcrypt
import NIOPosix

/// Hashes and checks passwords with bcrypt, off the cooperative thread pool (bcrypt is slow on
/// purpose, and would hold up every other task meanwhile).
///
/// bcrypt reads at most 72 bytes, and stops at a NUL; a password may be longer (up to
/// ``AuthContract/CredentialRules/maximumPasswordLength`` characters, which may be 4 bytes
/// each). So bcrypt is given the password's HMAC-SHA-256 under a fixed key, in base64
/// (44 characters, no NUL): every character counts, none is silently dropped. This is
/// passlib's and Django's `bcrypt_sha256`; the key keeps a list of plain SHA-256 hashes
/// leaked elsewhere from being tried against these hashes directly.
public struct PasswordHasher: PasswordHashing {
  /// The bcrypt cost (log2 of the rounds): 10 for the demo, 4 (the least) in tests.
  public let cost: UInt8

  public init(cost: UInt8 = 10) {
    self.cost = min(max(cost, 4), 31)
  }

  public func hash(_ password: String) async throws -> String {
    let cost = cost
    let input = Self.bcryptInput(password)
    return try await NIOThreadPool.singleton.runIfActive { Bcrypt.hash(input, cost: cost) }
  }

  /// Whether `password` matches `hash`; false for a hash that is not bcrypt.
  public func verify(_ password: String, against hash: String) async throws -> Bool {
    let input = Self.bcryptInput(password)
    return try await NIOThreadPool.singleton.runIfActive { Bcrypt.verify(input, hash: hash) }
  }

  private static let key = SymmetricKey(data: Data("ThinKit sign-in password, v1".utf8))

  /// What bcrypt reads for `password`: its HMAC-SHA-256, in base64.
  static func bcryptInput(_ password: String) -> String {
    Data(HMAC<SHA256>.authenticationCode(for: Data(password.utf8), using: key))
      .base64EncodedString()
  }
}
