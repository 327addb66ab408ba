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

extension SceneTest where S == TodoDetailScene {
  /// The detail of a task titled `title`, due `due`, done or not, pushed over the list that
  /// shows it (Back pops it), with the first focus move asserted; and the task as stored.
  static func detail(
    of title: String, due: CalendarDay? = nil, isDone: Bool = false
  ) async throws -> (SceneTest<TodoDetailScene>, TodoItem) {
    let item = TodoItem(
      title: title, isDone: isDone, createdAt: TodoTestCalendar.calendar.now(), due: due)
    let test = try await SceneTest(
      TodoDetailScene.self, argument: item.id, installers: todoInstallers, terminal: todoTerminal,
      hosting: .todoStack, setUp: todoSetUp { store in try store.insert([item]) })
    try test.recordWrites()
    await test.receive(.focus(TodoFormFields.title))
    return (test, item)
  }
}

extension SceneTest where S == TodoAddScene {
  /// The Add sheet presented over the list, as "+" presents it, with the list's first focus,
  /// the presentation and the sheet's first focus asserted.
  static func addSheet(
    fill: @escaping @Sendable (TodoStore) throws -> Void = { _ in }
  ) async throws -> SceneTest<TodoAddScene> {
    let test = try await SceneTest(todo: TodoAddScene.self, fill: fill)
    let list = try #require(test.navigation?.topViewController)
    list.present(test.screen, animated: true)
    await test.receive(
      .focus("ListView"), .present(TodoAddScene.self), .focus(TodoFormFields.title))
    await test.advance(by: .milliseconds(400))
    return test
  }
}

/// The form's fields and switch as outputs name them.
enum TodoFormFields {
  static let title = "What needs doing?"
  static let done = "Switch"
  static let due = "DueDateField"
}

extension SceneTest {
  /// The list's presenter, found as the list view's delegate (the list is the stack's root).
  var listPresenter: TodoListPresenter? {
    let list = navigation?.viewControllers.first
    return (list?.viewIfLoaded as? TodoListView)?.delegate as? TodoListPresenter
  }

  /// The sheet or alert presented over the stack's top screen, at once (while it slides).
  var presentedOverStack: ViewController? {
    navigation?.topViewController?.presentedViewController
  }
}

extension InMemoryTerminal {
  /// The first column of `row` drawn in the focused field's color: where the focused field
  /// starts, moved 2 columns right at a shake's peak.
  func focusedFieldStart(inRow row: Int) -> Int? {
    (0..<size.width).first { screen[$0, row].background == Theme.standard.fieldFocusedBackground }
  }
}

extension SceneTest {
  /// The focused field's first column in `row` at the peak of a shake just started: the clock
  /// moved a sixth of the way through the shake's 0.2 s, where it is 2 columns right. (The
  /// `.shake` output says a shake began; this says it shows.)
  func focusedFieldStartAtShakePeak(inRow row: Int) async -> Int? {
    await advance(by: .milliseconds(34))
    return terminal.focusedFieldStart(inRow: row)
  }
}

extension SceneTest where S == TodoDetailScene {
  /// After a key that leaves the detail: the pop, focus leaving the form for the list at once,
  /// then, once the save ran in the background, the `saved` writes (none when nothing was
  /// edited); and time for the slide to end.
  func receiveBackToList(saving saved: TodoWrite...) async throws {
    await receive(.pop(TodoDetailScene.self), .focus(nil), .focus("ListView"))
    try await settleWrites()
    await receive(saved.map { .posted($0) })
    await advance(by: .milliseconds(400))
  }

  /// Keep editing pressed with Return on "Discard changes?" for a blank title: the alert goes,
  /// focus is back on Done, and the title is marked, shaken and focused.
  func keepEditingTheBlankTitle() async {
    key(.enter)
    await advance(by: .milliseconds(400))
    await receive(
      .dismiss(.alert), .focus(TodoFormFields.done), .invalid(TodoFormFields.title),
      .shake(TodoFormFields.title), .focus(TodoFormFields.title))
  }
}

extension SceneTest where S == TodoListScene {
  /// Return on the list: the selected item's id is routed, its detail is pushed, focus leaves
  /// the list, and once the slide ended the detail's title has it.
  func openSelectedDetail() async throws {
    let id = try selectedItemID()
    key(.enter)
    await receive(.route(TodoListScene.OpenItem.self, id), .push(TodoDetailScene.self), .focus(nil))
    await advance(by: .milliseconds(400))
    await receive(.focus(TodoFormFields.title))
  }

  /// The id of the selected row's task, found by its title: titles are unique in these tests.
  func selectedItemID() throws -> TodoItem.ID {
    let view = try #require(navigation?.viewControllers.first?.viewIfLoaded as? TodoListView)
    let index = try #require(view.selectedIndex, "no row is selected")
    let title = try #require(listPresenter?.row(index.row, inSection: index.section).title)
    let items = try store.read { db in try TodoItem.filter(Column("title") == title).fetchAll(db) }
    try #require(items.count == 1, "\(items.count) tasks are titled \(title)")
    return items[0].id
  }
}

extension SceneTest {
  /// In the detail of "Draft talk" (due 2025-03-20): " and slides" added to the title, Done
  /// switched on, the due day moved 3 days back, then Esc: Back saves it all as
  /// "Draft talk and slides", done, due 2025-03-17.
  func editDraftTalkAndGoBack() {
    type(" and slides")
    key(.tab)
    key(.character(" "))
    key(.tab)
    type("---")
    key(.escape)
  }
}
