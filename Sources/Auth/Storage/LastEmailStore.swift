import AuthContract
import Foundation
import Synchronization

/// Remembers the email of the last successful sign-in in a file, to prefill the form on the
/// next launch: the app's ``LastEmailStoring``. Only the email: a password is never stored.
///
/// It lives in the user's data directory (see ``defaultFileURL(environment:)``); tests give a
/// file of their own. A file that cannot be read reads as "no email"; one that cannot be
/// written is left as it was, since forgetting an email must never stop a sign-in. Reading and
/// writing run off the caller's actor (`@concurrent`), so the main actor never waits on the
/// disk; ``email`` answers from memory.
public final class LastEmailStore: LastEmailStoring {
  public let fileURL: URL
  /// What the file held when last read or written: what the form prefills, without I/O.
  private let kept = Mutex<String?>(nil)

  public init(fileURL: URL) {
    self.fileURL = fileURL
  }

  /// `$XDG_DATA_HOME/thinkit/last-email` when `XDG_DATA_HOME` is an absolute path, else
  /// `~/.local/share/thinkit/last-email`, as the XDG base directory specification says.
  public static func defaultFileURL(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> URL {
    let dataHome: URL
    if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
      dataHome = URL(fileURLWithPath: xdg, isDirectory: true)
    } else {
      let home =
        environment["HOME"].map { URL(fileURLWithPath: $0, isDirectory: true) }
        ?? FileManager.default.homeDirectoryForCurrentUser
      dataHome = home.appendingPathComponent(".local/share", isDirectory: true)
    }
    return dataHome.appendingPathComponent("thinkit/last-email")
  }

  /// The email the last ``load()`` read or the last ``save(_:)`` wrote; nil before either.
  public var email: String? { kept.withLock { $0 } }

  /// Reads the file, off the caller's actor, and keeps what it holds as ``email``: the email
  /// last saved, or nil when there is none (or the file is unreadable).
  @discardableResult
  @concurrent public func load() async -> String? {
    let email = read()
    kept.withLock { $0 = email }
    return email
  }

  /// Saves `email` for the next launch, off the caller's actor, creating the directory if
  /// needed, and keeps it as ``email``. Returns false, keeping the email it had, when it could
  /// not be written (or is not an address).
  @discardableResult
  @concurrent public func save(_ email: String) async -> Bool {
    let email = CredentialRules.normalizedEmail(email)
    guard CredentialRules.isEmailAddress(email), write(email) else { return false }
    kept.withLock { $0 = email }
    return true
  }

  private func read() -> String? {
    guard let data = try? Data(contentsOf: fileURL),
      let text = String(data: data, encoding: .utf8)
    else { return nil }
    let email = CredentialRules.normalizedEmail(text)
    return CredentialRules.isEmailAddress(email) ? email : nil
  }

  private func write(_ email: String) -> Bool {
    do {
      try FileManager.default.createDirectory(
        at: fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data((email + "\n").utf8).write(to: fileURL, options: .atomic)
      return true
    } catch {
      return false
    }
  }
}
