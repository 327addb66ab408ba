import Foundation
import ThinDI
import ThinKit
import ThinScenes

extension AppRunner {
  /// Runs the app in this process's terminal and ends the process: with status 0 when the
  /// user quit and everything shut down, 1 (and the reason on the restored screen) when a
  /// step failed, 2 without a terminal, or by the signal that asked it to end.
  public func run() async -> Never {
    var runner = self
    let environment = ProcessInfo.processInfo.environment
    if let limit = Self.typeAheadWaitLimit(in: environment) { runner.typeAheadWaitLimit = limit }
    await ANSITerminal.runProgram(named: programName) { terminal in
      await runner.run(on: terminal)
    }
  }

  /// `THINTERMINAL_TYPEAHEAD_WAIT_MS` as a duration, if it is a number of milliseconds from 0
  /// to 60,000; nil otherwise (the default stays).
  static func typeAheadWaitLimit(in environment: [String: String]) -> Duration? {
    guard let text = environment["THINTERMINAL_TYPEAHEAD_WAIT_MS"],
      let milliseconds = Int(text), (0...60_000).contains(milliseconds)
    else { return nil }
    return .milliseconds(milliseconds)
  }

  /// Runs the app on `terminal`, from launch to shutdown, and says how it ended; the caller
  /// owns the terminal (tests pass an `InMemoryTerminal`). Startup steps are timed with
  /// `clock`.
  public func run<C: Clock>(
    on terminal: some TerminalDevice, clock: C = HostClock()
  ) async -> AppExit where C.Duration == Duration {
    let launched: AppLaunch
    do {
      launched = try await launch(clock: clock)
    } catch {
      return await shutDown(error.container, clock: clock, after: [error.description])
    }
    let container = launched.container
    do {
      let root = try makeRoot(showing: try launched.firstScreen(), from: container)
      let application = Application(rootViewController: root, minimumSize: minimumSize)
      application.typeAheadWaitLimit = typeAheadWaitLimit
      if let theme = try container.resolve(Theme?.self) { application.window.theme = theme }
      application.updateCycle = try container.resolve(UpdateCycle.self)
      await application.run(on: terminal, clock: try container.resolve(AnimationClock.self))
    } catch {
      let failure = ["cannot open the first screen: \(error)"]
      return await shutDown(
        container, clock: clock,
        after: failure + [AppLaunchError.shellHint(for: installers)].compactMap { $0 })
    }
    return await shutDown(container, clock: clock, after: [])
  }

  /// Runs the shutdown steps of what started in `container` (if any) and says how the run
  /// ended: each of `failures` and each failed shutdown step on a line of its own.
  private func shutDown<C: Clock>(_ container: Container?, clock: C, after failures: [String])
    async -> AppExit where C.Duration == Duration
  {
    var lines = failures
    do {
      try await container?.runShutdown(clock: clock)
    } catch {
      lines += error.failures.map(\.description)
    }
    guard !lines.isEmpty else { return .success }
    return AppExit(
      status: 1, message: lines.map { "\(programName): \($0)\n" }.joined())
  }
}
