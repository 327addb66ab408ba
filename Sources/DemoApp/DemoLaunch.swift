import ThinDI
import ThinScenes
import ThinTerminal

/// The demo's launch as startup steps, in order: "Installers" runs every installer into the
/// container, then the launch's own steps run, then, when the demo opens an app directly, that
/// app's feature steps (Todo's "Appearance", "Database" and "Sample data"); the launcher opens
/// no app, so no feature starts until one is chosen. The first step that fails stops the launch
/// with a ``DemoLaunchError`` naming it.
public enum DemoLaunch {
  /// The name of the first step.
  public static let installersStep = "Installers"

  /// A launch that finished: the container, the route to the first screen (prepared), and each
  /// step with how long it took.
  public struct Launched: Sendable {
    public let container: Container
    public let firstScreen: Route<Void>
    public let steps: [StartupReport.Step]
  }

  /// Builds the container from `installers` (then `overrides`), runs the launch's startup
  /// steps and those of the app `start` opens, timed with `clock`.
  @MainActor
  public static func run<C: Clock>(
    _ start: DemoStart = .launcher, installers: [any Installer] = DemoContainer.installers,
    overrides: (inout ContainerBuilder) -> Void = { _ in }, clock: C
  ) async throws(DemoLaunchError) -> Launched where C.Duration == Duration {
    let begin = clock.now
    let container: Container
    let route: Route<Void>
    do {
      container = try DemoContainer.make(installers: installers, overrides: overrides)
      route = try container.route(to: start.destination)
    } catch {
      throw DemoLaunchError(step: installersStep, underlying: error)
    }
    var steps = [StartupReport.Step(name: installersStep, duration: begin.duration(to: clock.now))]
    do {
      steps += try await container.runStartup(clock: clock).steps
      if route.needsPreparation { steps += try await route.prepare(clock: clock).steps }
    } catch {
      throw DemoLaunchError(step: error.step, underlying: error.underlying)
    }
    return Launched(container: container, firstScreen: route, steps: steps)
  }
}

extension DemoStart {
  /// The first screen's destination.
  var destination: any Destination<Void>.Type {
    switch self {
    case .launcher: DemoLauncher.self
    case .app(let entry): entry.destination
    }
  }
}

/// A launch step failed: the launch stopped there.
public struct DemoLaunchError: Error, CustomStringConvertible {
  /// The step's name.
  public let step: String
  /// Why it failed.
  public let underlying: any Error

  public var description: String { "startup step \"\(step)\" failed: \(underlying)" }
}
