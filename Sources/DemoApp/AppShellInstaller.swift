import ThinDI
import ThinKit

/// Registers what the demo app shell shares across its apps: the clock that models read for
/// timeouts and polling, and the animation clock made from it that animations and key timers
/// read. Tests replace the first with a `TestClock`, and both follow.
public struct AppShellInstaller: Installer {
  public init() {}

  public func install(into builder: inout ContainerBuilder) {
    builder.register((any Clock<Duration>).self, .singleton) { ContinuousClock() }
    builder.register(AnimationClock.self, .singleton) { resolver in
      AnimationClock(try resolver.resolve((any Clock<Duration>).self))
    }
  }
}
