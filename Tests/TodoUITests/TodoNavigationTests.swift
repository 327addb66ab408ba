import Foundation
import Testing
import ThinKit
import ThinTerminal
import ThinTerminalTesting
import Todo
import TodoUI

/// Bar buttons from the navigation specs, the About alert, and the bar's color, on the list
/// built by its type in Todo's stack: every push, pop, presentation and alert asserted.
@MainActor
@Suite struct TodoNavigationTests {
  private let busy = Color(red: 235, green: 156, blue: 77)
  private let overloaded = Color(red: 248, green: 73, blue: 68)
  private let about = SceneOutput.alert(
    title: "Ideas about app org",
    message: "A bunch of ideas about how an app might be organized, collected into one demo.",
    actions: ["Oh."])

  private func rightButtons(_ controller: ViewController) -> [String] {
    controller.navigationItem.rightBarButtonItems.map(\.title)
  }

  private func leftButtons(_ controller: ViewController) -> [String] {
    controller.navigationItem.leftBarButtonItems.map(\.title)
  }

  /// The list with `open` open tasks and, if `done`, one done, its first focus asserted.
  private func list(
    open: Int = 1, done: Bool = false, terminal: ScreenConfiguration? = nil,
    appliesAppearance: Bool = true
  ) async throws -> SceneTest<TodoListScene> {
    let test = try await SceneTest(
      todo: TodoListScene.self,
      terminal: terminal ?? ScreenConfiguration(size: Size(width: 60, height: 16)),
      appliesAppearance: appliesAppearance
    ) { store in
      for index in 0..<open { try store.add(title: open == 1 ? "One" : "Open \(index)") }
      if done { try store.toggleDone(id: try store.add(title: "Done").id) }
    }
    await test.receive(.focus("ListView"))
    return test
  }

  @Test func eachScreenGetsItsButtonsFromTheSpecs() async throws {
    let test = try await list()
    #expect(rightButtons(test.screen) == ["About", "+"])
    #expect(leftButtons(test.screen).isEmpty)
    #expect(test.lines[0].hasSuffix("About  + "))

    try await test.openSelectedDetail()
    let detail = try #require(test.navigation?.topViewController)
    #expect(detail !== test.screen)
    #expect(rightButtons(detail) == ["About"])
    #expect(test.lines[0].hasSuffix("About "))
    #expect(!test.lines[0].contains("+"))

    test.key(.escape)
    await test.receive(.pop(TodoDetailScene.self), .focus(nil), .focus("ListView"))
    await test.advance(by: .milliseconds(400))
    test.key(.character("+"), .alt)
    await test.receive(
      .route(TodoNavigation.AddItem.self), .present(TodoAddScene.self),
      .focus(TodoFormFields.title))
    await test.advance(by: .milliseconds(400))
    let sheet = try #require(test.screen.presentedViewController as? NavigationController)
    let add = try #require(sheet.topViewController as? TodoAddViewController)
    #expect(leftButtons(add) == ["Cancel"])
    #expect(rightButtons(add) == ["Done"])
    let sheetBar = try #require(test.lines.first { $0.contains("New Task") })
    #expect(sheetBar.contains("Cancel") && sheetBar.contains("Done"))
    #expect(!sheetBar.contains("About") && !sheetBar.contains("+"))
    await test.finish()
  }

  @Test func theViewControllersSetNoButtonsOfTheirOwn() async throws {
    let test = try await list()
    // Made by the routes, outside any stack: what the controllers set themselves.
    let list = try test.container.route(to: TodoApp.self, showing: ViewController.self)()
    let detail = try test.container.route(
      to: TodoListScene.OpenItem.self, showing: ViewController.self
    )(TodoDetailItem(id: UUID(), read: .success(nil)))
    for controller in [list, detail] {
      #expect(controller.navigationItem.leftBarButtonItems.isEmpty)
      #expect(controller.navigationItem.rightBarButtonItems.isEmpty)
    }
    await test.finish()
  }

  @Test func aboutShowsTheSameAlertOnEveryTodoScreen() async throws {
    let test = try await list(terminal: ScreenConfiguration(size: Size(width: 100, height: 16)))
    for opensDetail in [false, true] {
      if opensDetail { try await test.openSelectedDetail() }
      test.key(.character("a"), .alt)
      await test.receiveAlert(alert: about, focusing: "Oh.")
      #expect(test.text.contains("Ideas about app org"))
      #expect(test.text.contains("Oh."))
      test.key(.enter)
      await test.advance(by: .milliseconds(400))
      await test.receive(.dismiss(.alert), .focus(opensDetail ? TodoFormFields.title : "ListView"))
      #expect(!test.text.contains("Ideas about app org"))
    }
    await test.finish()
  }

  @Test(arguments: [(3, nil), (4, "busy"), (9, "busy"), (10, "overloaded")] as [(Int, String?)])
  func barColorFollowsTheOpenItems(open: Int, style: String?) async throws {
    let test = try await list(open: open, done: true)
    let expected = style == nil ? Theme.standard.barBackground : style == "busy" ? busy : overloaded
    let title = try #require(test.column(of: "Todo List", inRow: 0))
    #expect(test.terminal.screen[0, 0].background == expected)
    #expect(
      test.terminal.screen[title, 0].foreground
        == (style == nil ? Theme.standard.barTitle : .white))

    // The detail's bar says the same.
    try await test.openSelectedDetail()
    #expect(test.terminal.screen[0, 0].background == expected)
    await test.finish()
  }

  @Test func theBarChangesColorAsItemsAreDone() async throws {
    let test = try await list(open: 4)
    #expect(test.terminal.screen[0, 0].background == busy)
    // The four tie on day and time: the first row is whichever id sorts first.
    let first = try #require(test.listPresenter).row(0, inSection: 0).title
    test.key(.character(" "))
    await test.receive(.posted(TodoWrite.changed(first, [.isDone(true)])))
    try await test.deliver(2)
    #expect(test.terminal.screen[0, 0].background == Theme.standard.barBackground)
    await test.finish()
  }

  @Test func withoutTheAppearanceStepTheBarKeepsItsDefaultLook() async throws {
    let test = try await list(open: 12, appliesAppearance: false)
    #expect(test.terminal.screen[0, 0].background == Theme.standard.barBackground)
    await test.finish()
  }
}
