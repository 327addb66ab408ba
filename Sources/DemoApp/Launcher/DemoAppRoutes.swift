import ThinDI
import ThinScenes
import ThinTerminal

/// The route into each demo app, one per entry, made together: whichever app the launcher's
/// user chooses has its route, and a new ``DemoEntry`` case does not compile until it has one.
public struct DemoAppRoutes: Sendable {
  private let counter: Route<Void>
  private let signIn: Route<Void>
  private let todo: Route<Void>

  /// The routes to every entry's first screen (``DemoEntry/destination``).
  init(resolver: inout Resolver) throws {
    counter = try resolver.route(to: DemoEntry.counter.destination)
    signIn = try resolver.route(to: DemoEntry.signIn.destination)
    todo = try resolver.route(to: DemoEntry.todo.destination)
  }

  /// The route into `entry`'s app.
  public subscript(entry: DemoEntry) -> Route<Void> {
    switch entry {
    case .counter: counter
    case .signIn: signIn
    case .todo: todo
    }
  }
}
