import ThinDI
import ThinScenes

/// A launched app: its container, the route to its first screen (its feature started), and
/// each startup step that ran, with how long it took.
public struct AppLaunch: Sendable {
  /// The app's container.
  public let container: Container
  /// The first screen's route, ready to open.
  public let firstScreen: Route<Void>
  /// The launch's steps and those of the first screen's feature, in the order they ran.
  public let steps: [StartupReport.Step]
}

/// Why an app did not start, in words fit for standard error.
public struct AppLaunchError: Error, CustomStringConvertible {
  /// What refused.
  public enum Reason: Sendable {
    /// The installers' registrations could not be sealed (a duplicate, an override of nothing).
    case build(BuildError)
    /// Validation found problems: nothing was started.
    case invalid(ValidationReport)
    /// A startup step failed.
    case startup(StartupError)
    /// The first screen's route could not be made.
    case firstScreen(ResolutionError)
  }

  /// What refused.
  public let reason: Reason
  /// The container, when it was built: what started before the failure shuts down.
  let container: Container?
  /// What to do when the installers leave out ``AppShellInstaller``; nil when they do not.
  var shellHint: String?

  public var description: String {
    let text =
      switch reason {
      case .build(let error): "the installers' registrations were refused:\n\(error)"
      case .invalid(let report):
        "the container has \(report.problems.count) problem(s), so nothing was started:\n"
          + "\(report)"
      case .startup(let error): error.description
      case .firstScreen(let error): "cannot open the first screen: \(error)"
      }
    return [text, shellHint].compactMap { $0 }.joined(separator: "\n")
  }

  /// Says, when `installers` leave out ``AppShellInstaller``, that it registers what screens
  /// and the runner resolve: a missing `UpdateCycle` or clock names neither the installer nor
  /// the fix.
  static func shellHint(for installers: [any Installer]) -> String? {
    guard !installers.contains(where: { $0 is AppShellInstaller }) else { return nil }
    return "AppShellInstaller is not among the installers: it registers the clock, the update "
      + "cycle and the animation clock that screens and the runner resolve; list it first "
      + "(installers: [AppShellInstaller(), …])"
  }
}

extension AppRunner {
  /// Builds the container, validates it, runs the launch's startup steps and those of the
  /// first screen's feature (timed with `clock`), and makes the route to the first screen.
  public func launch<C: Clock>(clock: C) async throws(AppLaunchError) -> AppLaunch
  where C.Duration == Duration {
    let container: Container
    do {
      var builder = ContainerBuilder(installers: installers)
      builder.override(overrides)
      container = try builder.build()
    } catch {
      throw AppLaunchError(reason: .build(error), container: nil)
    }
    let report = container.validate()
    guard report.isEmpty else {
      throw AppLaunchError(
        reason: .invalid(report), container: container,
        shellHint: AppLaunchError.shellHint(for: installers))
    }
    let route: Route<Void>
    do {
      route = try container.route(to: firstScreen)
    } catch {
      throw AppLaunchError(reason: .firstScreen(error), container: container)
    }
    do {
      let steps = try await container.runStartup(clock: clock).steps
      return AppLaunch(
        container: container, firstScreen: route,
        steps: steps + (try await route.prepare(clock: clock).steps))
    } catch {
      throw AppLaunchError(reason: .startup(error), container: container)
    }
  }
}
