import Counter
import CounterUI
import ThinDI

/// The demo apps' composition root: the installers of every app, in order, and the container
/// they build. Only this file and the `demo` entry point know the container.
public enum DemoContainer {
  /// Every installer of the demo apps. Each app adds its installer to this list.
  public static var installers: [any Installer] {
    [AppShellInstaller(), CounterInstaller(), CounterSceneInstaller(), LauncherInstaller()]
  }

  /// Runs the installers and seals their registrations.
  public static func make(isolation: isolated (any Actor)? = #isolation) throws(BuildError)
    -> Container
  {
    try ContainerBuilder(installers: installers).build(isolation: isolation)
  }
}
