/// The demo apps, in launcher order: what the launcher lists and what `demo <command>` opens.
public struct DemoCatalog: Sendable {
  public let entries: [DemoEntry]

  public init(entries: [DemoEntry]) {
    self.entries = entries
  }

  /// The app opened by `command`, if there is one.
  public func entry(for command: String) -> DemoEntry? {
    entries.first { $0.command == command }
  }
}
