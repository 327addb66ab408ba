import ThinDI

/// The demo's launch as startup steps, in order: "Installers" runs every installer into the
/// container, then the steps the installers added run (Todo's "Appearance", "Database" and
/// "Sample data"). The first step that fails stops the launch with a ``DemoLaunchError``
/// naming it.
public enum DemoLaunch {
  /// The name of the first step.
  public static let installersStep = "Installers"

  /// A launch that finished: the container, and each step with how long it took.
  public struct Launched: Sendable {
    public let container: Container
    public let steps: [StartupReport.Step]
  }

  /// Builds the container from `installers` (then `overrides`) and runs its startup steps,
  /// timed with `clock`.
  public static func run<C: Clock>(
    installers: [any Installer] = DemoContainer.installers,
    overrides: (inout ContainerBuilder) -> Void = { _ in }, clock: C,
    isolation: isolated (any Actor)? = #isolation
  ) async throws(DemoLaunchError) -> Launched where C.Duration == Duration {
    let start = clock.now
    let container: Container
    do {
      container = try DemoContainer.make(
        installers: installers, isolation: isolation, overrides: overrides)
    } catch {
      throw DemoLaunchError(step: installersStep, underlying: error)
    }
    let installed = StartupReport.Step(
      name: installersStep, duration: start.duration(to: clock.now))
    do {
      let report = try await container.runStartup(clock: clock)
      return Launched(container: container, steps: [installed] + report.steps)
    } catch {
      throw DemoLaunchError(step: error.step, underlying: error.underlying)
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
