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

final class VisitorViewController: ViewController, SceneHost {}

/// A screen its route opens in a scope of its own, given the visitor: the harness must build it
/// as that route would, or its scoped greeting cannot be built.
final class VisitorScene: Scene {
  static var sampleArgument: Visitor { Visitor(name: "sample") }

  let scope: Scope?

  init(screen: VisitorViewController, resolver: inout Resolver, argument: Visitor) throws {
    let greeting: VisitorGreeting = try resolver.resolve()
    scope = resolver.scope
    screen.view = Label(text: greeting.text)
  }
}

struct VisitorInstaller: Installer {
  func install(into builder: inout ContainerBuilder) {
    builder.registerScopedValue(Visitor.self, sample: VisitorScene.sampleArgument)
    builder.register(VisitorGreeting.self, .scoped) { resolver in
      VisitorGreeting(visitor: try resolver.resolve())
    }
    builder.registerScene(VisitorScene.self)
  }
}
