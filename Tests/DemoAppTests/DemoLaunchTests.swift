import Auth
import Clocks
import DemoApp
import Foundation
import Testing
import ThinDI
import ThinKit
import ThinTerminal
import Todo
import TodoUI

/// The demo's launch on the app runner: the container, then every step the installers added,
/// in order, and Todo closing itself as the demo ends.
@MainActor
@Suite struct DemoLaunchTests {
  private let inMemory: (inout ContainerBuilder) -> Void = { builder in
    builder.register(TodoDatabaseLocation.self, .singleton) { .inMemory }
    builder.keepLastEmailInScratchFile()
  }

  @Test func runsTodosStepsInOrder() async throws {
    let launched = try await AppRunner.demo(.app(.todo), overrides: inMemory)
      .launch(clock: TestClock())
    #expect(launched.steps.map(\.name) == ["Appearance", "Database", "Sample data"])
    let store: TodoStore = try launched.container.resolve()
    #expect(try store.count() == 2)
    let appearance: TodoBarAppearance = try launched.container.resolve()
    #expect(appearance.appearance(for: .overloaded) != nil)
  }

  @Test func aDuplicateInstallerIsRefusedBeforeAnythingStarts() async throws {
    var runner = AppRunner.demo(.launcher)
    runner.installers += [TodoInstaller()]
    await #expect {
      _ = try await runner.launch(clock: TestClock())
    } throws: { error in
      let description = (error as? AppLaunchError)?.description ?? ""
      return description.hasPrefix("the installers' registrations were refused:\n")
        && description.contains("registered twice")
    }
  }

  @Test func aDatabaseThatIsNotOneStopsTheLaunchAtTheDatabaseStep() async throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("demo-launch-\(UUID().uuidString).sqlite").path
    try Data("not sqlite".utf8).write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let runner = AppRunner.demo(.app(.todo)) {
      $0.register(TodoDatabaseLocation.self, .singleton) { .file(path) }
    }
    await #expect {
      _ = try await runner.launch(clock: TestClock())
    } throws: { error in
      (error as? AppLaunchError)?.description
        == "startup step \"Database\" failed: \(path) is not a SQLite database (or is damaged); it was left untouched."
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data("not sqlite".utf8))
  }

  /// Sign-in reads the last email off the main actor before its form shows: its feature's one
  /// step runs as the app launches, and the store keeps what it read for the form to prefill.
  @Test func signInReadsTheLastEmailBeforeItsFormShows() async throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("demo-last-email-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("last-email")
    try Data("ada@example.com\n".utf8).write(to: file)
    let launched = try await AppRunner.demo(.app(.signIn)) { builder in
      builder.register((any LastEmailStoring).self, .singleton) { LastEmailStore(fileURL: file) }
    }.launch(clock: TestClock())
    #expect(launched.steps.map(\.name) == ["Last email"])
    #expect(launched.container.hasStarted(SignInFeature.self))
    let store: any LastEmailStoring = try launched.container.resolve()
    #expect(store.email == "ada@example.com")
  }

  @Test func theLauncherAndCounterStartNoFeature() async throws {
    for start in [DemoStart.launcher, .app(.counter)] {
      let launched = try await AppRunner.demo(start, overrides: inMemory)
        .launch(clock: TestClock())
      #expect(launched.steps.isEmpty, "\(start)")
      #expect(!launched.container.hasStarted(TodoFeature.self))
      #expect(!launched.container.hasStarted(SignInFeature.self), "no email read")
    }
    let container = try DemoContainer.make()
    #expect(container.startupSteps.isEmpty)
    #expect(
      container.startupSteps(of: TodoFeature.self) == ["Appearance", "Database", "Sample data"])
    #expect(container.shutdownSteps(of: TodoFeature.self) == ["Saving"])
    #expect(container.startupSteps(of: SignInFeature.self) == ["Last email"])
  }

  @Test func todoOpensDirectlyOnItsStackWithItsSpec() async throws {
    let runner = AppRunner.demo(.app(.todo), overrides: inMemory)
    let launched = try await runner.launch(clock: TestClock())
    let first = try launched.firstScreen()
    #expect(first is TodoListViewController)
    #expect(first.title == "Todo List")
    let root = try runner.makeRoot(showing: first, from: launched.container)
    #expect(root.navigationSpec?.barButtons.map(\.content.title) == ["About", "+"])
    #expect(root.quitKey == KeyPress(.character("q")))
    #expect(!root.isKeyHintsHidden)
    #expect(DemoEntry.allCases.map(\.command) == ["counter", "auth", "todo"])
  }

  /// Quitting Todo runs its shutdown steps: what was queued is saved, then the database is
  /// closed (its file alone is left, no -wal or -shm beside it).
  @Test func quittingTodoSavesAndClosesItsDatabase() async throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("demo-quit-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("todo.sqlite").path
    let terminal = InMemoryTerminal(size: Size(width: 60, height: 16))
    terminal.type("q")
    let exit = await AppRunner.demo(.app(.todo)) {
      $0.register(TodoDatabaseLocation.self, .singleton) { .file(path) }
    }.run(on: terminal, clock: TestClock())
    #expect(exit == .success, "\(exit.message)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["todo.sqlite"])
  }
}
