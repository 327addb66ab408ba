import Clocks
import Foundation
import ThinDI
import ThinKit
import ThinTerminal
import ThinTerminalTesting
import TodoUI

@testable import Todo

/// Todo's screens on a test host, built by Todo's own installers: an in-memory database, a
/// calendar stopped at noon on 2025-03-14 (UTC), and database changes delivered only when a
/// test says so.
@MainActor
final class TodoScene {
  let container: Container
  let cycle = UpdateCycle(drainsAutomatically: false)
  let store: TodoStore
  let navigation: NavigationController
  let host: TestHost

  /// The scene with the items `fill` adds (in memory unless `location` says), the list on
  /// screen in a stack with Todo's spec, the appearance applied unless told otherwise.
  init(
    size: Size = Size(width: 60, height: 16), appliesAppearance: Bool = true,
    location: TodoDatabaseLocation = .inMemory, fill: (TodoStore) throws -> Void = { _ in }
  ) async throws {
    container = try Self.makeContainer(location: location, cycle: cycle).overriding { builder in
      // Todo opens as in the app, its feature started, but with the test's items only, and
      // the bar's default look when the test asks for it.
      builder.addStartupStep(SampleDataStep.name, feature: TodoFeature.self) { _ in
        StartupAction {}
      }
      if !appliesAppearance {
        builder.addStartupStep(AppearanceStep.name, feature: TodoFeature.self) { _ in
          StartupAction {}
        }
      }
    }
    store = try container.resolve()
    try fill(store)
    _ = try await container.start(TodoFeature.self, clock: TestClock())
    navigation = NavigationController(
      rootViewController: try container.route(to: TodoApp.self, showing: ViewController.self)(),
      navigationSpec: try container.resolve(TodoNavigation.self).spec)
    // As the demo's stack: every screen's keys on the last line.
    navigation.isKeyHintsHidden = false
    host = TestHost(navigation, size: size)
  }

  /// Todo's installers with the test's database, calendar, clock and update cycle.
  static func makeContainer(
    location: TodoDatabaseLocation = .inMemory,
    cycle: UpdateCycle = .main
  ) throws -> Container {
    var builder = ContainerBuilder(
      installers: [
        TestShellInstaller(), TodoInstaller(), TodoSceneInstaller(), TodoLaunchInstaller(),
      ])
    builder.override { builder in
      builder.register(TodoDatabaseLocation.self, .singleton) { location }
      builder.register(TodoCalendar.self, .singleton) { TodoTestCalendar.calendar }
      builder.register(UpdateCycle.self, .singleton) { cycle }
    }
    return try builder.build()
  }

  /// Waits for `count` database changes to be ready, delivers them and draws.
  func deliver(_ count: Int = 1) async {
    await cycle.waitForPendingUpdates(count)
    cycle.drain()
    host.app.displayIfNeeded()
  }

  /// The list's presenter, found as the list view's delegate.
  var listPresenter: TodoListPresenter? {
    let list = navigation.viewControllers.first
    return (list?.viewIfLoaded as? TodoListView)?.delegate as? TodoListPresenter
  }

  /// The alert or sheet shown over the stack, if any.
  var presented: ViewController? { navigation.viewControllers.last?.presentedViewController }

  /// Yields to the main actor until `condition` holds (a task started by a key has run), at
  /// most a bounded number of turns; then lets animations finish.
  func waitUntil(_ condition: () -> Bool) async {
    for _ in 0..<10_000 where !condition() { await Task.yield() }
    await settle()
  }

  /// Lets the writes, animations and tasks started by the last keys finish, then draws.
  /// (Writes run in the background: a test that holds the file's lock advances the host
  /// instead.)
  func settle() async {
    await store.waitForWrites()
    await host.advance(by: .milliseconds(400))
  }

  var lines: [String] { host.lines }

  /// The trimmed lines, without the empty ones.
  var text: [String] {
    host.lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
  }

  /// The column where `text` starts on `line`, if it is there.
  func column(of text: String, onLine line: Int) -> Int? {
    guard let range = host.lines[line].range(of: text) else { return nil }
    return host.lines[line].distance(from: host.lines[line].startIndex, to: range.lowerBound)
  }

  /// The focused field's first column on `line` at the peak of a shake just started: the
  /// clock moved a sixth of the way through the shake's 0.2 s, where it is 2 columns right.
  func focusedFieldStartAtShakePeak(onLine line: Int) async -> Int? {
    await host.advance(by: .milliseconds(34))
    return focusedFieldStart(onLine: line)
  }

  /// The first column of `line` drawn in the focused field's color.
  func focusedFieldStart(onLine line: Int) -> Int? {
    host.terminal.focusedFieldStart(inRow: line)
  }

  /// The cell at the start of `text` on the first line that has it.
  func cell(of text: String) -> Cell? {
    for y in host.lines.indices {
      if let x = column(of: text, onLine: y) { return host.terminal.screen[x, y] }
    }
    return nil
  }
}

/// What the demo's app shell registers that Todo needs: the clock and the update cycle.
private struct TestShellInstaller: Installer {
  func install(into builder: inout ContainerBuilder) {
    builder.register((any Clock<Duration>).self, .singleton) { TestClock<Duration>() }
    builder.register(UpdateCycle.self, .singleton) { UpdateCycle.main }
  }
}
