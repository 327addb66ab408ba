import ThinDI
import ThinKit

/// Registers what every app's shell shares, for ``AppRunner`` and for scene tests alike: the
/// clock that models read for timeouts and polling, the animation clock made from it that
/// animations and key timers read, the update cycle that carries model changes to views (the
/// application drains it once per frame), and, if given, the app's theme (its window's, so the
/// bars and the key hints too) and the navigation spec of the app's stack.
///
/// An app lists `AppShellInstaller()` first among its installers; a scene test installs
/// `AppShellInstaller(clock: context.clock)`, so that one test clock drives both.
public struct AppShellInstaller: Installer {
  private let clock: any Clock<Duration>
  private let updateCycle: UpdateCycle
  private let theme: Theme?
  private let navigationSpec: (@Sendable (inout Resolver) throws -> NavigationSpec)?

  /// The shell on `clock` (a ``HostClock`` by default) and `updateCycle` (the main one);
  /// `theme`, when given, is the window's (else the standard one); `navigationSpec`, when
  /// given, makes the spec of the app's stack from the container.
  public init(
    clock: any Clock<Duration> = HostClock(), updateCycle: UpdateCycle = .main,
    theme: Theme? = nil,
    navigationSpec: (@Sendable (inout Resolver) throws -> NavigationSpec)? = nil
  ) {
    self.clock = clock
    self.updateCycle = updateCycle
    self.theme = theme
    self.navigationSpec = navigationSpec
  }

  public func install(into builder: inout ContainerBuilder) {
    let clock = clock
    let updateCycle = updateCycle
    builder.register((any Clock<Duration>).self, .singleton) { clock }
    builder.register(UpdateCycle.self, .singleton) { updateCycle }
    builder.register(AnimationClock.self, .singleton) { resolver in
      AnimationClock(try resolver.resolve((any Clock<Duration>).self))
    }
    if let theme {
      builder.register(Theme.self, .singleton) { theme }
    }
    if let navigationSpec {
      builder.register(NavigationSpec.self, .singleton, factory: navigationSpec)
    }
  }
}
