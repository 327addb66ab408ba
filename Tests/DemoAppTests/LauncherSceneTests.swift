import AuthUI
import CounterUI
import DemoApp
import Foundation
import Testing
import ThinDI
import ThinKit
import ThinScenes
import ThinTerminalTesting
import Todo
import TodoUI

@testable import ThinTerminal

/// The launcher, built alone by its type from the demo's installers (Todo's database in memory)
/// and shown in the demo's stack: the apps listed, the keys, and each app opened by its scene —
/// every output in order.
@MainActor
@Suite struct LauncherSceneTests {
  private let titles = ["Counter", "Sign-in", "Todo"]

  private func launcher(
    size: Size = Size(width: 80, height: 24), todoDatabase: TodoDatabaseLocation = .inMemory
  ) async throws -> SceneTest<LauncherScene> {
    let test = try await SceneTest(
      LauncherScene.self, installers: DemoContainer.installers,
      terminal: ScreenConfiguration(size: size),
      hosting: .app
    ) { builder, context in
      builder.override { builder in
        builder.register(TodoDatabaseLocation.self, .singleton) { todoDatabase }
        builder.keepLastEmailInScratchFile()
        builder.install(AppShellInstaller(clock: context.clock))
      }
    }
    // The list takes focus as the screen shows, so that arrows and Enter work at once.
    await test.receive(.focus("ListView"))
    return test
  }

  /// The app whose row is selected: the one row drawn on another background than the others.
  private func selected(_ test: SceneTest<LauncherScene>) throws -> String? {
    let backgrounds = try titles.map { title in
      let row = try #require(test.row(of: title))
      return test.terminal.screen[try #require(test.column(of: title, inRow: row)), row].background
    }
    return titles.indices.first { index in
      backgrounds.indices.allSatisfy { $0 == index || backgrounds[$0] != backgrounds[index] }
    }.map { titles[$0] }
  }

  @Test func listsEveryAppWithItsIdeaAndTheKeysOnTheLastLine() async throws {
    for width in [40, 80] {
      let test = try await launcher(size: Size(width: width, height: 12))
      test.assertModel(
        \.view.items,
        equals: DemoEntry.allCases.map { LauncherView.Item(title: $0.title, summary: $0.summary) })
      #expect(test.row(of: "ThinKit demos") == 0, "the stack's title")
      #expect(test.row(of: "Each app keeps its view") == 2)
      #expect(test.lines[4].contains("Counter") && test.lines[5].contains("Sign-in"))
      #expect(test.lines[6].contains("Todo"))
      #expect(
        test.lines[11]
          == " ↑/↓ move · Enter open · q quit · ? keys".padding(
            toLength: width, withPad: " ", startingAt: 0))
      #expect(try selected(test) == "Counter", "the first app is selected")
      await test.finish()
    }
  }

  @Test func downAndUpMoveTheSelectionWithoutLeavingTheList() async throws {
    let test = try await launcher()
    for (key, expected) in [
      (Key.down, "Sign-in"), (.down, "Todo"), (.down, "Todo"), (.up, "Sign-in"), (.up, "Counter"),
      (.up, "Counter"),
    ] {
      test.key(key)
      await test.receiveNothing()  // the selection moves; focus stays in the list
      #expect(try selected(test) == expected, "\(key)")
    }
    await test.finish()
  }

  @Test func enterOpensTheCounterOnTheStack() async throws {
    let test = try await launcher()
    test.key(.enter)
    await test.receive(.route(CounterApp.self), .push(CounterScene.self), .focus(nil))
    await test.advance(by: .milliseconds(300))
    #expect(test.navigation?.topViewController?.title == "Counter")
    await test.finish()
  }

  @Test func theSecondAppIsTheSignInForm() async throws {
    let test = try await launcher()
    test.key(.down)
    test.key(.enter)
    await test.receive(.route(SignInApp.self), .push(SignInScene.self), .focus(nil))
    await test.advance(by: .milliseconds(300))
    await test.receive(.focus("Email Address"))
    #expect(test.text.contains("LOG IN"))
    await test.finish()
  }

  @Test func theThirdAppStartsTodoFirstThenOpensItsList() async throws {
    let test = try await launcher()
    test.key(.down)
    test.key(.down)
    test.key(.enter)
    await test.receive(.route(TodoApp.self), .push(TodoListScene.self), .focus(nil))
    await test.advance(by: .milliseconds(300))
    await test.skipOutputs()  // the list's own outputs are Todo's tests' business
    #expect(test.container.hasStarted(TodoFeature.self))
    #expect(test.navigation?.topViewController?.title == "Todo List")
    await test.finish()
  }

  /// A feature that cannot start says so in the launcher, naming the step and why, as
  /// `demo todo` does on standard error: not the fallback "Something went wrong.".
  @Test func todoThatCannotStartNamesTheStepAndWhy() async throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("launcher-\(UUID().uuidString).sqlite").path
    try Data("not sqlite".utf8).write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let test = try await launcher(todoDatabase: .file(path))
    test.key(.down)
    test.key(.down)
    test.key(.enter)
    await test.receive(
      .route(TodoApp.self),
      .alert(
        title: "Error",
        message: "The startup step \"Database\" failed: \(path) is not a SQLite database"
          + " (or is damaged); it was left untouched.",
        actions: ["Close"]),
      .focus("Close"))
    await test.advance(by: .milliseconds(300))
    #expect(!test.container.hasStarted(TodoFeature.self))
    test.key(.enter)
    await test.receive(.dismiss(.alert), .focus("ListView"))
    #expect(try selected(test) == "Todo", "the launcher stays, on the app that failed")
    await test.finish()
  }

  @Test func questionMarkListsTheKeysAndEscClosesThem() async throws {
    let test = try await launcher()
    test.type("?")
    let keys = [
      ("↑/↓", "move"), ("j/k/g/G", "down, up, top, bottom"), ("Enter", "open"), ("q", "quit"),
      ("Tab", "next control"),
      ("Shift-Tab", "previous control"), ("Ctrl-C", "quit"), ("Ctrl-Z", "suspend"),
      ("Ctrl-L", "redraw the screen"),
    ]
    // Keys and titles in columns.
    let message = keys.map { key, title in
      key.padding(toLength: 11, withPad: " ", startingAt: 0) + title
    }
    .joined(separator: "\n")
    await test.receive(
      .alert(title: "Keys", message: message, actions: ["Close"]),
      .focus("Close"))
    test.key(.escape)
    await test.receive(.dismiss(.alert), .focus("ListView"))
    #expect(try selected(test) == "Counter", "the list is as it was")
    await test.finish()
  }

  @Test func qQuits() async throws {
    let test = try await launcher()
    test.type("q")
    await test.receiveNothing()
    #expect(test.host.app.isTerminating)
    await test.finish()
  }
}
