import ThinDI
import ThinTerminal

/// One demo app the launcher lists: its name, the idea it shows, and how to build its first
/// screen (a provider, so the launcher never knows how).
public struct DemoEntry: Sendable {
  /// The subcommand that opens it directly, e.g. "counter".
  public let command: String
  public let title: String
  /// The technique the app demonstrates, in one line.
  public let summary: String
  /// Builds the app's first screen.
  public let rootViewController: Provider<ViewController>

  public init(
    command: String, title: String, summary: String,
    rootViewController: Provider<ViewController>
  ) {
    self.command = command
    self.title = title
    self.summary = summary
    self.rootViewController = rootViewController
  }
}
