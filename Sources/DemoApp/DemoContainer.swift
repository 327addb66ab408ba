import Auth
import AuthServer
import AuthUI
import Counter
import CounterUI
import ThinDI
import Todo
import TodoUI

/// The demo apps' composition root: the installers of every app, in order, and the container
/// they build. Only this file and the `demo` entry point know the container.
public enum DemoContainer {
  /// Every installer of the demo apps. Each app adds its installer to this list.
  public static var installers: [any Installer] {
    [
      AppShellInstaller(), CounterInstaller(), CounterSceneInstaller(), LauncherInstaller(),
      AuthInstaller(), AuthSceneInstaller(), AuthServerInstaller(), TodoInstaller(),
      TodoSceneInstaller(),
    ] + launchInstallers.map(\.installer)
  }

  /// The installers that only add an app's launch steps, by the app's command: a launch that
  /// cannot show the app leaves them out, so that `demo counter` never opens Todo's database.
  static var launchInstallers: [(command: String, installer: any Installer)] {
    [("todo", TodoLaunchInstaller())]
  }

  /// The installers of a launch from `start`: all of them for the launcher (it can open any
  /// app), else those of the app it opens.
  public static func installers(launching start: DemoStart) -> [any Installer] {
    guard case .app(let command) = start else { return installers }
    return installers.filter { installer in
      !launchInstallers.contains { entry in
        entry.command != command && type(of: entry.installer) == type(of: installer)
      }
    }
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
