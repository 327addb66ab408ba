/// Where the demo starts: the launcher, or one app directly (`demo counter`).
public enum DemoStart: Hashable, Sendable {
  case launcher
  /// The app whose launcher command this is.
  case app(String)
}
