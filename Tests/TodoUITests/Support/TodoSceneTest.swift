import Clocks
import Foundation
import GRDB
import Testing
import ThinDI
import ThinKit
import ThinScenes
import ThinTerminal
import ThinTerminalTesting
import TodoUI

@testable import Todo

/// The calendar every Todo screen test runs on: stopped at noon on 2025-03-14 (UTC), so
/// relative dates never move.
enum TodoTestCalendar {
  nonisolated static let calendar: TodoCalendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let now = ISO8601DateFormatter().date(from: "2025-03-14T12:00:00Z")!
    return TodoCalendar(calendar: calendar, now: { now })
  }()

  /// The day `text` (yyyy-MM-dd) names.
  static func day(_ text: String) -> CalendarDay { CalendarDay(text)! }
}

extension SceneTest where S.Argument == Void {
  /// A Todo scene built by its type from Todo's installers, with a database (in memory unless
  /// `location` says) holding what `fill` adds (instead of the sample data), the test calendar,
  /// the test clock and an update cycle that delivers database changes only when the test says
  /// (``deliver(_:)``). Shown in Todo's stack (its spec, the keys on the last line) on a
  /// 60×16 terminal unless `terminal` says.
  convenience init(
    todo scene: S.Type, terminal: ScreenConfiguration = todoTerminal,
    exhaustivity: Exhaustivity = .on, appliesAppearance: Bool = true,
    location: TodoDatabaseLocation = .inMemory,
    fill: @escaping @Sendable (TodoStore) throws -> Void = { _ in }
  ) async throws {
    try await self.init(
      scene, installers: todoInstallers, terminal: terminal, hosting: .todoStack,
      exhaustivity: exhaustivity,
      setUp: todoSetUp(location: location, appliesAppearance: appliesAppearance, fill: fill))
    try recordWrites()
    // The list reads the rows of its first frame off the main actor: the test starts once in.
    await waitUntilIdle()
  }
}

/// The terminal a Todo scene test shows its screen on unless it says.
let todoTerminal = ScreenConfiguration(size: Size(width: 60, height: 16))

/// The installers a Todo scene is built from: the app's own.
let todoInstallers: [any Installer] = [
  TodoInstaller(), TodoSceneInstaller(), TodoLaunchInstaller(),
]

/// What a Todo scene test registers beside the app's installers: what the demo's app shell
/// registers (the test clock — animations, the store's check for other processes' writes, its
/// retries — and a hand-drained cycle), the write recorder, the database at `location`, the
/// test calendar, and `fill` in the sample data's place; no appearance step unless
/// `appliesAppearance`.
func todoSetUp(
  location: TodoDatabaseLocation = .inMemory, appliesAppearance: Bool = true,
  fill: @escaping @Sendable (TodoStore) throws -> Void
) -> (inout ContainerBuilder, SceneTestContext) throws -> Void {
  { builder, context in
    builder.install(
      AppShellInstaller(clock: context.clock, updateCycle: UpdateCycle(drainsAutomatically: false)))
    builder.register(TodoWriteRecorder.self, .singleton) {
      TodoWriteRecorder(outputs: context.outputs)
    }
    builder.register(TodoDeliveryMark.self, .singleton) { TodoDeliveryMark() }
    builder.override { builder in
      builder.register(TodoDatabaseLocation.self, .singleton) { location }
      builder.register(TodoCalendar.self, .singleton) { TodoTestCalendar.calendar }
      // The test's items take the sample data's place, added as the app would add them.
      builder.addStartupStep(SampleDataStep.name, feature: TodoFeature.self) { resolver in
        let store: TodoStore = try resolver.resolve()
        return StartupAction { try fill(store) }
      }
      if !appliesAppearance {
        builder.addStartupStep(AppearanceStep.name, feature: TodoFeature.self) { _ in
          StartupAction {}
        }
      }
    }
  }
}

extension SceneTest {
  /// Makes the store's writes outputs of the test.
  func recordWrites() throws {
    try container.resolve(TodoWriteRecorder.self).install(on: store)
  }

  /// The store the scene reads and writes: its writes are outputs; the test reads rows back
  /// for what is on disk beyond a write.
  var store: TodoStore {
    get throws { try container.resolve() }
  }

  /// Writes with `write` on the app's store as another part of the app or another tool would,
  /// once the writes in flight are done: not an output of the scene.
  @discardableResult
  func writeElsewhere<T>(_ write: (TodoStore) throws -> T) async throws -> T {
    let store = try store
    await store.waitForWrites()
    return try container.resolve(TodoWriteRecorder.self).unrecorded { try write(store) }
  }

  /// Lets the writes the last keys queued finish (off the main actor), then the work they
  /// caused.
  func settleWrites() async throws {
    try await store.waitForWrites()
    await waitUntilIdle()
  }

  /// The trimmed lines, without the empty ones.
  var trimmedLines: [String] {
    lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
  }

  /// The screen's text on one line, its lines trimmed and joined by spaces: words wrapped over
  /// several lines read as written.
  var joinedText: String {
    trimmedLines.joined(separator: " ")
  }

  /// The cell at the start of `text` where it first shows.
  func cell(of text: String) -> Cell? {
    position(of: text).map { terminal.screen[$0.x, $0.y] }
  }
}

extension SceneHosting {
  /// Todo's stack as the demo shows it: its navigation spec, every screen's keys on the last
  /// line; a detail is pushed over the list, as opening an item does. The Add sheet is
  /// presented over the list once it is on screen (``SceneTest/addSheet(fill:)``): a
  /// presentation needs a window.
  static let todoStack = SceneHosting.custom { screen, container in
    let spec = try container.resolve(TodoNavigation.self).spec
    let navigation: NavigationController
    if screen is TodoListViewController {
      navigation = NavigationController(rootViewController: screen, navigationSpec: spec)
    } else {
      navigation = NavigationController(
        rootViewController: try container.route(to: TodoApp.self, showing: ViewController.self)(),
        navigationSpec: spec)
      if !(screen is TodoAddSheet) { navigation.pushViewController(screen, animated: false) }
    }
    navigation.isKeyHintsHidden = false
    return navigation
  }
}
