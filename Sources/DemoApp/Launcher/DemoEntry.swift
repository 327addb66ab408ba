import AuthUI
import CounterUI
import ThinDI
import ThinScenes
import TodoUI

/// The demo apps, in launcher order: the one list that the launcher shows and that the `demo`
/// subcommands open. Adding an app here makes the compiler ask for its command too.
public enum DemoEntry: CaseIterable, Hashable, Sendable {
  case counter
  case signIn
  case todo

  /// The subcommand that opens it directly: `demo counter`.
  public var command: String {
    switch self {
    case .counter: "counter"
    case .signIn: "auth"
    case .todo: "todo"
    }
  }

  /// Its name in the launcher.
  public var title: String {
    switch self {
    case .counter: "Counter"
    case .signIn: "Sign-in"
    case .todo: "Todo"
    }
  }

  /// The technique the app demonstrates, in one line.
  public var summary: String {
    switch self {
    case .counter: "presenter + interactor, an empty view controller"
    case .signIn: "view model + delegate, async view operations, behaviors"
    case .todo: "container-built screens, startup steps, navigation specs"
    }
  }

  /// Where the app opens: its first screen's destination, which the app's own installer binds
  /// to its first scene. The launcher never knows that scene.
  var destination: any Destination<Void>.Type {
    switch self {
    case .counter: CounterApp.self
    case .signIn: SignInApp.self
    case .todo: TodoApp.self
    }
  }
}
