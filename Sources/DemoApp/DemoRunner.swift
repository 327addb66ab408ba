import ThinDI
import ThinKit
import ThinTerminal

/// Runs the demo in this process's terminal: builds the container, resolves the first screen
/// and hands it to the terminal application. The `demo` entry point's only job.
public enum DemoRunner {
  /// The smallest terminal the demo apps lay out in.
  public static let minimumSize = Size(width: 40, height: 12)

  /// Takes the terminal (exiting with status 2 when there is none, before anything is opened
  /// or written), runs the launch steps (see ``DemoLaunch``), then the app from `start` until
  /// the user quits, and gives the terminal back — also when a launch step fails, so that its
  /// error prints on the restored screen. `overrides` replaces registrations (a command line's
  /// options).
  @MainActor
  public static func run(
    _ start: DemoStart, overrides: (inout ContainerBuilder) -> Void = { _ in }
  ) async throws {
    let clock = AnimationClock(ContinuousClock())
    let terminal = ANSITerminal.openOrExit(programName: "demo", clock: clock)
    defer { terminal.restore() }
    let container = try await DemoLaunch.run(
      installers: DemoContainer.installers(launching: start), overrides: overrides,
      clock: ContinuousClock()
    ).container
    let root = try container.resolve(DemoNavigationController.self, argument: start)
    let application = Application(rootViewController: root, minimumSize: minimumSize)
    application.updateCycle = try container.resolve(UpdateCycle.self)
    await application.run(on: terminal, clock: try container.resolve(AnimationClock.self))
  }
}
