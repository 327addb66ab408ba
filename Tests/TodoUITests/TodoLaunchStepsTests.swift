import Clocks
import Foundation
import Testing
import ThinDI
import ThinKit
import ThinScenes
import ThinTerminal
import ThinTerminalTesting
import Todo
import TodoUI

/// Todo's startup steps, run by the container as the launch does.
@MainActor
@Suite struct TodoLaunchStepsTests {
  /// Todo's installers in the app shell (on a test clock), with the test's database location
  /// and calendar: the launch itself is under test, so no scene is built.
  private func makeContainer(
    location: TodoDatabaseLocation = .inMemory,
    clock: any Clock<Duration> = TestClock<Duration>()
  ) throws -> Container {
    var builder = ContainerBuilder(
      installers: [AppShellInstaller(clock: clock)] + TodoInstallers.all)
    builder.override { builder in
      builder.register(TodoDatabaseLocation.self, .singleton) { location }
      builder.register(TodoCalendar.self, .singleton) { TodoTestCalendar.calendar }
    }
    return try builder.build()
  }

  @Test func stepsRunInOrderAndAddSamplesToAnEmptyDatabase() async throws {
    // The host's clock is the app's: what the list waits for on it leaves the host idle.
    let clock = ManualClock()
    let container = try makeContainer(clock: clock)
    #expect(container.startupSteps.isEmpty, "nothing of Todo's runs at launch")
    #expect(
      container.startupSteps(of: TodoFeature.self) == ["Appearance", "Database", "Sample data"])
    let report = try await container.start(TodoFeature.self, clock: TestClock())
    #expect(report.steps.map(\.name) == ["Appearance", "Database", "Sample data"])
    let appearance: TodoBarAppearance = try container.resolve()
    #expect(appearance.appearance(for: .busy)?.backgroundColor == TodoTheme.standard.busyBar)
    let store: TodoStore = try container.resolve()
    #expect(try store.count() == 2)

    let host = TestHost(
      try container.route(to: TodoApp.self, showing: ViewController.self)(), clock: clock)
    // The rows come off the main actor: "Loading…" until the list's reads are done.
    await host.waitUntilIdle()
    #expect(host.text.contains("Write some tests"))
    #expect(host.text.contains("Do a blog post"))
  }

  @Test func samplesAreOnlyAddedToAnEmptyDatabase() async throws {
    let container = try makeContainer()
    let store: TodoStore = try container.resolve()
    try store.add(title: "Mine")
    _ = try await container.start(TodoFeature.self, clock: TestClock())
    #expect(try store.count() == 1)
  }

  @Test func aFailingStepStopsTheLaunchAndNamesItself() async throws {
    let folder = try TodoTestFolder("todo-launch")
    defer { folder.remove() }
    let path = folder.databasePath
    try Data("my shopping list".utf8).write(to: URL(fileURLWithPath: path))
    let container = try makeContainer(location: .file(path))
    await #expect {
      _ = try await container.start(TodoFeature.self, clock: TestClock())
    } throws: { error in
      guard let error = error as? StartupError else { return false }
      return error.step == "Database" && error.completed.steps.map(\.name) == ["Appearance"]
        && error.description
          == "startup step \"Database\" failed: \(path) is not a SQLite database (or is damaged); it was left untouched."
    }
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "my shopping list")
  }

  @Test func theContainerValidatesWithAnEmptyReport() async throws {
    let report = try makeContainer().validate()
    #expect(report.isEmpty, "\(report)")
  }
}
