import Auth
import Clocks
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

// Every demo screen is made by its scene, through the route into it, with the routes it takes
// given to its controller's initializer — connected by construction, since a controller cannot
// be made without them — and goes, with its scene, when it leaves.
extension DemoSceneTests {
  /// The screen `destination` opens for `argument`, its feature started.
  private func screen<D: Destination>(_ destination: D.Type, _ argument: D.Argument)
    async throws -> ViewController
  {
    let route = try container.route(to: destination, showing: ViewController.self)
    try await route.prepare(clock: TestClock())
    return try route(argument)
  }

  private func isRoute(_ route: SceneRoute<some Sendable, some Any>, to destination: Any.Type)
    -> Bool
  {
    ObjectIdentifier(route.destination) == ObjectIdentifier(destination)
  }

  @Test func everyScreenIsMadeThroughItsRouteWithTheRoutesItTakes() async throws {
    let launcher = try #require(try await screen(DemoLauncher.self, ()) as? LauncherViewController)
    for entry in DemoEntry.allCases {
      #expect(isRoute(launcher.appRoutes[entry], to: entry.destination), "\(entry)")
    }
    #expect(try await screen(CounterApp.self, ()) is CounterViewController)
    let signIn = try #require(try await screen(SignInApp.self, ()) as? SignInViewController)
    #expect(isRoute(signIn.signedInRoute, to: SignInScene.SignedIn.self))
    #expect(isRoute(signIn.passwordResetRoute, to: SignInScene.ForgottenPassword.self))
    let session = AuthSession(email: "ada@example.com", token: "t")
    #expect(try await screen(SignInScene.SignedIn.self, session) is SignedInViewController)
    #expect(
      try await screen(SignInScene.ForgottenPassword.self, "ada@example.com")
        is PasswordResetViewController)
    let list = try #require(try await screen(TodoApp.self, ()) as? TodoListViewController)
    #expect(isRoute(list.itemRoute, to: TodoListScene.OpenItem.self))
    let store = try container.resolve(TodoStore.self)
    let item = try store.add(title: "Pay rent")
    let read = TodoDetailItem(id: item.id, read: .success(try store.storedItem(id: item.id)))
    #expect(try await screen(TodoListScene.OpenItem.self, read) is TodoDetailViewController)
    #expect(try await screen(TodoNavigation.AddItem.self, ()) is TodoAddSheet)
  }

  /// Each app's first screen, pushed and popped: it and its scene are released (the screens
  /// they open: `DemoSceneTests`).
  @Test(arguments: [DemoStart.launcher] + DemoEntry.allCases.map(DemoStart.app))
  func aPoppedFirstScreenGoesWithItsScene(start: DemoStart) async throws {
    let stack = NavigationController(rootViewController: ViewController())
    let host = TestHost(stack, size: Size(width: 80, height: 24))
    defer { host.stop() }
    weak var screen: ViewController?
    weak var scene: (any Scene)?
    do {
      let route = try container.route(to: start.destination, showing: ViewController.self)
      try await route.prepare(clock: TestClock())
      let opened = try route()
      (screen, scene) = (opened, opened.scene)
      stack.pushViewController(opened, animated: false)
      host.app.displayIfNeeded()
    }
    #expect(screen != nil && scene != nil)
    _ = stack.popViewController(animated: false)
    host.app.displayIfNeeded()
    #expect(screen == nil, "popped, the screen is gone")
    #expect(scene == nil, "and its scene with it")
  }
}
