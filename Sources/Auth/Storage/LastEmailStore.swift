import AuthContract
import Foundation

/// Remembers the email of the last successful sign-in in a file, to prefill the form on the
/// next launch: the app's ``LastEmailStoring``. Only the email: a password is never stored.
///
/// It lives in the user's data directory (see ``defaultFileURL(environment:)``); tests give a
/// file of their own. A file that cannot be read reads as "no email"; one that cannot be
/// written is left as it was, since forgetting an email must never stop a sign-in.
public final class LastEmailStore: LastEmailStoring {
  public let fileURL: URL

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

  /// The email last saved, or nil when there is none (or the file is unreadable).
  public func load() -> String? {
    guard let data = try? Data(contentsOf: fileURL),
      let text = String(data: data, encoding: .utf8)
    else { return nil }
    let email = CredentialRules.normalizedEmail(text)
    return CredentialRules.isEmailAddress(email) ? email : nil
  }

  /// Saves `email` for the next launch, creating the directory if needed. Returns false when
  /// it could not be written (or is not an address).
  @discardableResult
  public func save(_ email: String) -> Bool {
    let email = CredentialRules.normalizedEmail(email)
    guard CredentialRules.isEmailAddress(email) else { return false }
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
