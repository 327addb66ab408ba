/// Where the demo starts: the launcher, or one app directly (`demo counter`).
public enum DemoStart: Hashable, Sendable {
  case launcher
  case app(DemoEntry)
}
