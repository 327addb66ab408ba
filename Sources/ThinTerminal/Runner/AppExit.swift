/// How a program run ends: its exit status, and what it says on the restored screen.
public struct AppExit: Sendable, Equatable {
  /// The process's exit status: 0 for success.
  public var status: Int32
  /// Written to standard error once the terminal is given back; empty for nothing.
  public var message: String

  public init(status: Int32, message: String = "") {
    self.status = status
    self.message = message
  }

  /// A clean end: status 0, nothing to say.
  public static let success = AppExit(status: 0)
}
