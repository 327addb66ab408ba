import Auth
import AuthServer
import AuthUI
import Counter
import CounterUI
import ThinDI

/// The demo apps' composition root: the installers of every app, in order, and the container
/// they build. Only this file and the `demo` entry point know the container.
public enum DemoContainer {
  /// Every installer of the demo apps. Each app adds its installer to this list.
  public static var installers: [any Installer] {
    [
      AppShellInstaller(), CounterInstaller(), CounterSceneInstaller(), LauncherInstaller(),
      AuthInstaller(), AuthSceneInstaller(), AuthServerInstaller(),
    ]
  }

  /// Runs the installers, then `overrides` (registrations that replace some of theirs, such as
  /// the sign-in server a command line names), and seals the registrations.
  public static func make(
    overrides: (inout ContainerBuilder) -> Void = { _ in },
    isolation: isolated (any Actor)? = #isolation
  ) throws(BuildError) -> Container {
    var builder = ContainerBuilder(installers: installers)
    builder.override(overrides)
    return try builder.build(isolation: isolation)
  }
}
