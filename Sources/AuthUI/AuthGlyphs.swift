import Foundation

/// The symbols in the fields, as an asset catalog's names would be: an envelope and a lock, or
/// ASCII stand-ins where the terminal's locale is not UTF-8.
public struct AuthGlyphs: Hashable, Sendable {
  public var envelope: String
  public var lock: String

  public init(envelope: String, lock: String) {
    self.envelope = envelope
    self.lock = lock
  }

  public static let unicode = AuthGlyphs(envelope: "✉", lock: "🔒")
  public static let ascii = AuthGlyphs(envelope: "@", lock: "*")

  /// ``unicode`` when the locale (`LC_ALL`, else `LC_CTYPE`, else `LANG`) is UTF-8, as a
  /// terminal's is when it can draw these symbols; ``ascii`` otherwise.
  public static func current(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> AuthGlyphs {
    let locale =
      ["LC_ALL", "LC_CTYPE", "LANG"].lazy
      .compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
    let normalized = locale.lowercased().replacingOccurrences(of: "-", with: "")
    return normalized.contains("utf8") ? .unicode : .ascii
  }
}
