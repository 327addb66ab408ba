import Foundation
import Testing
import ThinKit
import ThinTerminal
import Todo
import TodoUI

/// Bar buttons from the navigation specs, the About alert, and the bar's color.
@MainActor
@Suite struct TodoNavigationTests {
  private let busy = Color(red: 235, green: 156, blue: 77)
  private let overloaded = Color(red: 248, green: 73, blue: 68)

  private func rightButtons(_ controller: ViewController) -> [String] {
    controller.navigationItem.rightBarButtonItems.map(\.title)
  }

  private func leftButtons(_ controller: ViewController) -> [String] {
    controller.navigationItem.leftBarButtonItems.map(\.title)
  }

  @Test func eachScreenGetsItsButtonsFromTheSpecs() async throws {
    let scene = try await TodoScene { store in try store.add(title: "One") }
    let list = try #require(scene.navigation.topViewController)
    #expect(rightButtons(list) == ["About", "+"])
    #expect(leftButtons(list).isEmpty)
    #expect(scene.lines[0].hasSuffix("About  + "))

    scene.host.key(.enter)
    await scene.settle()
    let detail = try #require(scene.navigation.topViewController)
    #expect(detail !== list)
    #expect(rightButtons(detail) == ["About"])
    #expect(scene.lines[0].hasSuffix("About "))
    #expect(!scene.lines[0].contains("+"))

    scene.host.key(.escape)
    await scene.settle()
    scene.host.key(.character("+"), .alt)
    await scene.settle()
    let sheet = try #require(list.presentedViewController as? NavigationController)
    let add = try #require(sheet.topViewController as? TodoAddViewController)
    #expect(leftButtons(add) == ["Cancel"])
    #expect(rightButtons(add) == ["Done"])
    let sheetBar = try #require(scene.lines.first { $0.contains("New Task") })
    #expect(sheetBar.contains("Cancel") && sheetBar.contains("Done"))
    #expect(!sheetBar.contains("About") && !sheetBar.contains("+"))
  }

  @Test func theViewControllersSetNoButtonsOfTheirOwn() async throws {
    let container = try TodoScene.makeContainer()
    let list = try container.route(to: TodoApp.self, showing: ViewController.self)()
    let detail = try container.route(
      to: TodoListScene.OpenItem.self, showing: ViewController.self)(UUID())
    for controller in [list, detail] {
      #expect(controller.navigationItem.leftBarButtonItems.isEmpty)
      #expect(controller.navigationItem.rightBarButtonItems.isEmpty)
    }
  }

  @Test func aboutShowsTheSameAlertOnEveryTodoScreen() async throws {
    let scene = try await TodoScene(size: Size(width: 100, height: 16)) { store in
      try store.add(title: "One")
    }
    for opensDetail in [false, true] {
      if opensDetail {
        scene.host.key(.enter)
        await scene.settle()
      }
      scene.host.key(.character("a"), .alt)
      await scene.settle()
      let alert = try #require(scene.navigation.topViewController?.presentedViewController)
      #expect(alert.title == "Ideas about app org")
      #expect(
        (alert as? AlertController)?.message
          == "A bunch of ideas about how an app might be organized, collected into one demo.")
      #expect((alert as? AlertController)?.actions.map(\.title) == ["Oh."])
      #expect(scene.host.text.contains("Ideas about app org"))
      #expect(scene.host.text.contains("Oh."))
      scene.host.key(.enter)
      await scene.settle()
      #expect(!scene.host.text.contains("Ideas about app org"))
    }
  }

  @Test(arguments: [(3, nil), (4, "busy"), (9, "busy"), (10, "overloaded")] as [(Int, String?)])
  func barColorFollowsTheOpenItems(open: Int, style: String?) async throws {
    let scene = try await TodoScene { store in
      for index in 0..<open { try store.add(title: "Open \(index)") }
      let done = try store.add(title: "Done")
      try store.toggleDone(id: done.id)
    }
    let expected = style == nil ? Theme.standard.barBackground : style == "busy" ? busy : overloaded
    let title = try #require(scene.column(of: "Todo List", onLine: 0))
    #expect(scene.host.terminal.screen[0, 0].background == expected)
    #expect(
      scene.host.terminal.screen[title, 0].foreground
        == (style == nil ? Theme.standard.barTitle : .white))

    // The detail's bar says the same.
    scene.host.key(.enter)
    await scene.settle()
    #expect(scene.host.terminal.screen[0, 0].background == expected)
  }

  @Test func theBarChangesColorAsItemsAreDone() async throws {
    let scene = try await TodoScene { store in
      for index in 0..<4 { try store.add(title: "Open \(index)") }
    }
    #expect(scene.host.terminal.screen[0, 0].background == busy)
    scene.host.key(.character(" "))
    await scene.deliver(2)
    #expect(scene.host.terminal.screen[0, 0].background == Theme.standard.barBackground)
  }

  @Test func withoutTheAppearanceStepTheBarKeepsItsDefaultLook() async throws {
    let scene = try await TodoScene(appliesAppearance: false) { store in
      for index in 0..<12 { try store.add(title: "Open \(index)") }
    }
    #expect(scene.host.terminal.screen[0, 0].background == Theme.standard.barBackground)
  }
}
