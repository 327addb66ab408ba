import ThinDI
import ThinScenes
import ThinTerminal

/// Who a visitor's screen greets: a value its scope is given, as a signed-in session is.
struct Visitor: Sendable {
  let name: String
}

/// The greeting of one visit, kept in the visit's scope as the signed-in account is kept in its
/// session's.
final class VisitorGreeting: Sendable {
  let text: String

  init(visitor: Visitor) {
    text = "Hello, \(visitor.name)!"
  }
}

final class VisitorViewController: ViewController {}

/// A screen its route opens in a scope of its own, given the visitor: the harness must build it
/// as that route would, or its scoped greeting cannot be built.
final class VisitorScene: Scene {
  let greeting: VisitorGreeting
  let scope: Scope?

  init(resolver: inout Resolver, argument: Visitor) throws {
    greeting = try resolver.resolve()
    scope = resolver.scope
  }

  func makeScreen(resolver: inout Resolver) -> VisitorViewController {
    VisitorViewController(view: Label(text: greeting.text))
  }
}

struct VisitorInstaller: Installer {
  func install(into builder: inout ContainerBuilder) {
    let sample = Visitor(name: "sample")
    builder.registerScopedValue(Visitor.self, sample: sample)
    builder.register(VisitorGreeting.self, .scoped) { resolver in
      VisitorGreeting(visitor: try resolver.resolve())
    }
    builder.registerRoute(
      Door.Visit.self, to: VisitorScene.self, scope: .new(named: "visit"), sample: sample)
  }
}
