import Foundation
import ThinDI
import ThinKit
import ThinTerminal
import Todo

/// Runs the demo in this process's terminal: builds the container, opens the first screen and
/// hands it to the terminal application. The `demo` entry point's only job.
public enum DemoRunner {
  /// The smallest terminal the demo apps lay out in.
  public static let minimumSize = Size(width: 40, height: 12)

  /// Takes the terminal (exiting with status 2 when there is none, before anything is opened
  /// or written), runs the launch (see ``DemoLaunch``), then the app from `start` until the
  /// user quits, closes what the apps opened, and gives the terminal back — also when a launch
  /// step fails, so that its error prints on the restored screen. `overrides` replaces
  /// registrations (a command line's options).
  ///
  /// A request to end from outside (SIGTERM, SIGHUP, or SIGINT sent by `kill`) quits as `q`
  /// does (ThinTerminal's `TerminalEvent.terminate`), the database is closed, and giving the
  /// terminal back ends the process with that signal; a second one ends it at once.
  @MainActor
  public static func run(
    _ start: DemoStart, overrides: (inout ContainerBuilder) -> Void = { _ in }
  ) async throws {
    let clock = AnimationClock(ContinuousClock())
    let terminal = ANSITerminal.openOrExit(programName: "demo", clock: clock)
    defer { terminal.restore() }
    let launched = try await DemoLaunch.run(start, overrides: overrides, clock: ContinuousClock())
    let container = launched.container
    let root = DemoNavigationController(
      rootViewController: try launched.firstScreen(),
      navigationSpec: try container.resolve(NavigationSpec.self))
    let application = Application(rootViewController: root, minimumSize: minimumSize)
    application.updateCycle = try container.resolve(UpdateCycle.self)
    await application.run(on: terminal, clock: try container.resolve(AnimationClock.self))
    // Todo's writes run in the background: the last ones (the detail saved on q) finish
    // first; then its database copies its log into the file and closes, so a clean exit leaves
    // no -wal or -shm beside it. What is left unsaved is named, and the exit is an error.
    do {
      try await (try? container.resolve(TodoStore.self))?.shutDown(
        within: .seconds(5), clock: ContinuousClock())
    } catch {
      terminal.restore()
      throw error
    }
  }
}
