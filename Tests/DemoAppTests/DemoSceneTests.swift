import Auth
import Clocks
import Counter
import Foundation
import Testing
import ThinDI
import ThinKit
import ThinScenes
import ThinTerminal
import ThinTerminalTesting
import Todo

@testable import AuthUI
@testable import CounterUI
@testable import DemoApp
@testable import TodoUI

/// Every demo scene, built from the demo's own container: opened through its route (argument
/// in, screen out), connected as its scene says, and released with its screen.
@MainActor
@Suite struct DemoSceneTests {
  let container: Container

  init() throws {
    container = try DemoContainer.make { builder in
      builder.register(TodoDatabaseLocation.self, .singleton) { .inMemory }
      builder.keepLastEmailInScratchFile()
    }
  }

  /// The screen `destination` opens, on a stack in a test host, its feature started.
  func open<D: Destination>(
    _ destination: D.Type, _ argument: D.Argument
  ) async throws -> (screen: ViewController, stack: NavigationController, host: TestHost) {
    let route = try container.route(to: destination, showing: ViewController.self)
    try await route.prepare(clock: TestClock())
    let screen = try route(argument)
    let stack = NavigationController(rootViewController: ViewController())
    let host = TestHost(stack, size: Size(width: 80, height: 24))
    stack.pushViewController(screen, animated: false)
    host.app.displayIfNeeded()
    return (screen, stack, host)
  }

  @Test func theWholeContainerValidatesEveryRoute() throws {
    #expect(container.validate().isEmpty, "\(container.validate())")
    let routes = container.registeredKeys.map(\.description).filter { $0.hasPrefix("route ") }
    #expect(
      Set(routes) == [
        "route DemoLauncher", "route CounterApp", "route SignInApp", "route SignedIn",
        "route ForgottenPassword", "route TodoApp", "route OpenItem", "route AddItem",
      ])
    // Every route leads to its scene in the graph, and a failure the dry run meets on the way
    // names the route.
    let graph = container.dependencyGraph()
    for (route, scene) in [
      ("route TodoApp", "TodoListScene"), ("route OpenItem", "TodoDetailScene"),
      ("route AddItem", "TodoAddScene"), ("route SignedIn", "SignedInScene"),
    ] {
      let from = try #require(graph.nodes.firstIndex { $0.key.description == route })
      let to = try #require(graph.nodes.firstIndex { $0.key.typeName == scene })
      #expect(graph.edges.contains { $0.from == from && $0.to == to && $0.isLazy }, "\(route)")
    }
    let broken = try container.overriding { builder in
      builder.register(TodoStore.self, .singleton) { _ in throw TodoStoreError.itemNotFound }
    }
    let report = broken.validate().description
    #expect(
      report.contains("route TodoApp → TodoListScene → TodoStore: factory threw"), "\(report)")
  }

  @Test func counterIsItsViewPresenterAndInteractorBehindAnEmptyController() async throws {
    let stack: NavigationController
    let host: TestHost
    weak var scene: CounterScene?
    do {
      let opened = try await open(CounterApp.self, ())
      (stack, host) = (opened.stack, opened.host)
      scene = opened.screen.scene as? CounterScene
      #expect(opened.screen is CounterViewController)
      #expect(opened.screen.view === scene?.view)
      #expect(scene?.presenter.view === scene?.view)
      #expect(opened.screen.title == "Counter")
    }
    defer { host.stop() }
    #expect(scene != nil)
    _ = stack.popViewController(animated: false)
    #expect(scene == nil, "popped, the scene is gone")
  }

  @Test func theLauncherRoutesEachAppWithoutKnowingItsScreen() async throws {
    let (screen, _, host) = try await open(DemoLauncher.self, ())
    defer { host.stop() }
    let launcher = try #require(screen as? LauncherViewController)
    let scene = try #require(launcher.scene as? LauncherScene)
    #expect(scene.view.delegate === scene.presenter)
    #expect(scene.presenter.delegate === launcher)
    for entry in DemoEntry.allCases {
      #expect(
        ObjectIdentifier(launcher.appRoutes[entry].destination)
          == ObjectIdentifier(entry.destination), "\(entry)")
    }
    // What it lists and opens, key by key: LauncherSceneTests.
  }

  @Test func signInConnectsItsFormAndOpensTheSessionInAScopeOfItsOwn() async throws {
    let (screen, stack, host) = try await open(SignInApp.self, ())
    defer { host.stop() }
    let signIn = try #require(screen as? SignInViewController)
    let scene = try #require(signIn.scene as? SignInScene)
    #expect(scene.view.delegate === scene.presenter)
    #expect(scene.presenter.view === scene.view)
    #expect(scene.presenter.delegate === signIn)
    #expect(signIn.title == "Sign in")

    signIn.signInDidSucceed(with: AuthSession(email: "ada@example.com", token: "t"))
    await host.advance(by: .milliseconds(300))
    weak let signedIn = stack.topViewController as? SignedInViewController
    #expect(host.text.contains("Signed in as ada@example.com"))
    weak let account = (signedIn?.scene as? SignedInScene)?.account
    weak let session = (signedIn?.scene as? SignedInScene)?.session
    #expect(account?.session.token == "t")
    #expect(session?.name == "signed in")
    signedIn?.signedInDidLogOut()
    await host.advance(by: .milliseconds(300))
    #expect(stack.topViewController === signIn)
    #expect(signedIn == nil, "popped, the signed-in screen is gone")
    #expect(session == nil, "logging out ended the session's scope")
    #expect(account == nil, "and released its objects")
  }

  @Test func forgottenPasswordOpensWithTheEmailAndGoesAwayWhenDismissed() async throws {
    let (screen, _, host) = try await open(SignInApp.self, ())
    defer { host.stop() }
    let signIn = try #require(screen as? SignInViewController)
    signIn.passwordResetWasRequested(for: "ada@example.com")
    await host.advance(by: .milliseconds(300))
    weak let sheet = signIn.presentedViewController as? PasswordResetViewController
    weak let presenter = (sheet?.scene as? PasswordResetScene)?.presenter
    #expect(sheet != nil && presenter != nil)
    #expect(host.text.contains("ada@example.com"))
    sheet?.passwordResetDidFinish()
    await host.advance(by: .milliseconds(300))
    #expect(signIn.presentedViewController == nil)
    #expect(presenter == nil, "dismissed, the sheet's scene is gone")
  }

  @Test func todoOpensAnItemsDetailAndTheAddSheetThroughItsRoutes() async throws {
    let (screen, stack, host) = try await open(TodoApp.self, ())
    defer { host.stop() }
    let list = try #require(screen as? TodoListViewController)
    let scene = try #require(list.scene as? TodoListScene)
    #expect(scene.view.delegate === scene.presenter)
    #expect(scene.presenter.delegate === list)
    #expect(scene.bar.presenter.view === scene.bar.styler)
    let store = try container.resolve(TodoStore.self)
    let item = try store.add(title: "Pay rent")

    let read = TodoDetailItem(id: item.id, read: .success(try store.storedItem(id: item.id)))
    list.todoListPresenter(scene.presenter, didChooseItem: read)
    await host.advance(by: .milliseconds(300))
    weak let detail = stack.topViewController as? TodoDetailViewController
    #expect(host.text.contains("Pay rent"))
    weak let detailPresenter = (detail?.scene as? TodoDetailScene)?.presenter
    #expect(detailPresenter?.itemID == item.id)
    detail?.todoEditorDidFinish()
    await host.advance(by: .milliseconds(300))
    #expect(detailPresenter == nil, "popped, the detail's scene is gone")

    let addItem = try container.route(to: TodoNavigation.AddItem.self, showing: ViewController.self)
    list.present(addItem)
    await host.advance(by: .milliseconds(300))
    weak let sheet = list.presentedViewController as? TodoAddSheet
    weak let addPresenter = (sheet?.scene as? TodoAddScene)?.presenter
    #expect(sheet?.topViewController is TodoAddViewController)
    #expect(host.text.contains("New Task"))
    addPresenter?.cancel()
    await host.advance(by: .milliseconds(300))
    #expect(addPresenter == nil, "dismissed, the sheet's scene is gone")
  }
}
