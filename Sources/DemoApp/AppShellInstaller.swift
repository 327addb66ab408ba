import ThinDI
import ThinKit

/// Registers what the demo app shell shares across its apps: the clock that models read for
/// timeouts and polling, the animation clock made from it that animations and key timers read
/// (tests replace the first with a `TestClock`, and both follow), and the update cycle that
/// carries model and database changes to views, which the terminal drains once per frame.
public struct AppShellInstaller: Installer {
  public init() {}

  public func install(into builder: inout ContainerBuilder) {
    builder.register((any Clock<Duration>).self, .singleton) { ContinuousClock() }
    builder.register(UpdateCycle.self, .singleton) { UpdateCycle.main }
    builder.register(AnimationClock.self, .singleton) { resolver in
      AnimationClock(try resolver.resolve((any Clock<Duration>).self))
    }
  }
}
