import ThinDI
import ThinKit

/// Registers what the demo app shell shares across its apps: the clock every animation,
/// timeout and debounce reads (tests replace it with a `TestClock`).
public struct AppShellInstaller: Installer {
  public init() {}

  public func install(into builder: inout ContainerBuilder) {
    builder.register(AnimationClock.self, .singleton) { AnimationClock(ContinuousClock()) }
  }
}
