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

// The detail and the Add sheet shown as Todo shows them, and what a test reads of them.

extension SceneTest where S == TodoDetailScene {
  /// The detail of a task titled `title`, due `due`, done or not, pushed over the list that
  /// shows it (Back pops it), with the first focus move asserted; and the task as stored. The
  /// detail is handed the task as the list would have read it (a short title: stored whole).
  static func detail(
    of title: String, due: CalendarDay? = nil, isDone: Bool = false
  ) async throws -> (SceneTest<TodoDetailScene>, TodoItem) {
    let item = TodoItem(
      title: title, isDone: isDone, createdAt: TodoTestCalendar.calendar.now(), due: due)
    let read = TodoStoredItem(item: item, titleLength: title.unicodeScalars.count)
    let test = try await SceneTest(
      TodoDetailScene.self, argument: TodoDetailItem(id: item.id, read: .success(read)),
      installers: todoInstallers, terminal: todoTerminal,
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
  /// Return on the list: the selected item, once read, is routed, its detail is pushed, focus
  /// leaves the list, and once the slide ended the detail's title has it.
  func openSelectedDetail() async throws {
    let item = try detailItem(selectedItemID())
    key(.enter)
    await receive(
      .route(TodoListScene.OpenItem.self, item), .push(TodoDetailScene.self), .focus(nil))
    await advance(by: .milliseconds(400))
    await receive(.focus(TodoFormFields.title))
  }

  /// Adds a task titled `title` from the list as a user does: `+`, the title, Return. The sheet
  /// closes at once, whatever the file does; the save runs in the background.
  func addThroughTheSheet(_ title: String) async {
    key(.character("+"))
    await receive(
      .route(TodoNavigation.AddItem.self), .present(TodoAddScene.self),
      .focus(TodoFormFields.title))
    await advance(by: .milliseconds(400))
    type(title)
    key(.enter)
    await receive(.dismiss(TodoAddScene.self), .focus("ListView"))
  }

  /// The task `id` as the list hands it to its detail, read here at once: a test's read.
  func detailItem(_ id: TodoItem.ID) throws -> TodoDetailItem {
    let store = try store
    return TodoDetailItem(
      id: id, read: Result { () throws(TodoStoreError) in try store.storedItem(id: id) })
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
