import Clocks
import DemoApp
import Foundation
import Testing
import ThinDI
import ThinKit
import Todo
import TodoUI

/// The demo's launch: the installers, then every step they added, in order.
@MainActor
@Suite struct DemoLaunchTests {
  private let inMemory: (inout ContainerBuilder) -> Void = { builder in
    builder.register(TodoDatabaseLocation.self, .singleton) { .inMemory }
  }

  @Test func runsTheInstallersThenTodosStepsInOrder() async throws {
    let launched = try await DemoLaunch.run(.app(.todo), overrides: inMemory, clock: TestClock())
    #expect(
      launched.steps.map(\.name) == ["Installers", "Appearance", "Database", "Sample data"])
    let store: TodoStore = try launched.container.resolve()
    #expect(try store.count() == 2)
    let appearance: TodoBarAppearance = try launched.container.resolve()
    #expect(appearance.appearance(for: .overloaded) != nil)
  }

  @Test func aFailingInstallerStopsTheLaunchAtTheFirstStep() async throws {
    await #expect {
      _ = try await DemoLaunch.run(
        installers: DemoContainer.installers + [TodoInstaller()], clock: TestClock())
    } throws: { error in
      let error = error as? DemoLaunchError
      return error?.step == "Installers"
        && error?.description.hasPrefix("startup step \"Installers\" failed: ") == true
    }
  }

  @Test func aDatabaseThatIsNotOneStopsTheLaunchAtTheDatabaseStep() async throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("demo-launch-\(UUID().uuidString).sqlite").path
    try Data("not sqlite".utf8).write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }
    await #expect {
      _ = try await DemoLaunch.run(
        .app(.todo),
        overrides: { $0.register(TodoDatabaseLocation.self, .singleton) { .file(path) } },
        clock: TestClock())
    } throws: { error in
      (error as? DemoLaunchError)?.description
        == "startup step \"Database\" failed: \(path) is not a SQLite database (or is damaged); it was left untouched."
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data("not sqlite".utf8))
  }

  @Test func theLauncherAndCounterStartNoFeature() async throws {
    for start in [DemoStart.launcher, .app(.counter)] {
      let launched = try await DemoLaunch.run(start, overrides: inMemory, clock: TestClock())
      #expect(launched.steps.map(\.name) == ["Installers"], "\(start)")
      #expect(!launched.container.hasStarted(TodoFeature.self))
      #expect(try launched.container.validate().isEmpty)
    }
    let container = try DemoContainer.make()
    #expect(container.startupSteps.isEmpty)
    #expect(
      container.startupSteps(of: TodoFeature.self) == ["Appearance", "Database", "Sample data"])
  }

  @Test func todoOpensDirectlyOnItsStackWithItsSpec() async throws {
    let launched = try await DemoLaunch.run(.app(.todo), overrides: inMemory, clock: TestClock())
    let first = try launched.firstScreen()
    #expect(first is TodoListViewController)
    #expect(first.title == "Todo List")
    let spec = try launched.container.resolve(NavigationSpec.self)
    #expect(spec.barButtons.map(\.content.title) == ["About", "+"])
    #expect(DemoEntry.allCases.map(\.command) == ["counter", "auth", "todo"])
  }
}
