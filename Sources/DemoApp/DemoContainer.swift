import Auth
import AuthServer
import AuthUI
import Counter
import CounterUI
import ThinDI
import ThinTerminal
import TodoUI

/// The demo apps' composition root: the installers of every app, in order, and the container
/// they build. Only this module and the `demo` entry point know the container.
public enum DemoContainer {
  /// Every installer of the demo apps. Each app adds its installers to this list; a feature's
  /// launch work runs when the feature is first opened, so listing it costs nothing at launch.
  public static var installers: [any Installer] {
    [
      AppShellInstaller(), DemoSceneInstaller(), CounterInstaller(), CounterSceneInstaller(),
      AuthInstaller(), AuthSceneInstaller(), AuthServerInstaller(),
    ] + TodoInstallers.all
  }

  /// Runs the installers, then `overrides` (registrations that replace some of theirs, such
  /// as a command line's database location), and seals them.
  public static func make(
    installers: [any Installer] = installers, isolation: isolated (any Actor)? = #isolation,
    overrides: (inout ContainerBuilder) -> Void = { _ in }
  ) throws(BuildError) -> Container {
    var builder = ContainerBuilder(installers: installers)
    builder.override(overrides)
    return try builder.build(isolation: isolation)
  }
}
