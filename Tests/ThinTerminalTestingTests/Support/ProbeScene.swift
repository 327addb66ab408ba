import ThinDI
import ThinKit
import ThinScenes
import ThinTerminal

/// A small screen for the harness to test itself on: a name field and Go. Go with an empty
/// name marks and shakes the field; with a name it hands the name to whoever sends it (a fake
/// posts it), then opens the next screen; Esc asks in an alert whether to clear the name.
@MainActor
final class ProbeView: View {
  let field = TextField(placeholder: "Name")
  let goButton = Button(title: "Go", style: .filled)
  private let validity: InvalidInputBehavior
  /// What the screen shows: the harness asserts it as a value.
  var model = ProbeModel()
  var onGo: (String) -> Void = { _ in }
  var onEscape: () -> Void = {}

  init() {
    validity = InvalidInputBehavior(view: field)
    super.init(frame: .zero)
    goButton.addAction(for: .primaryActionTriggered) { [weak self] in self?.go() }
    addSubview(field)
    addSubview(goButton)
  }

  private func go() {
    model.attempts += 1
    validity.isInvalid = field.text.isEmpty
    guard !field.text.isEmpty else { return }
    model.lastName = field.text
    onGo(field.text)
  }

  override var keyCommands: [KeyCommand] {
    [KeyCommand(KeyPress(.escape), title: "clear") { [weak self] in self?.onEscape() }]
  }

  override func layoutSubviews() {
    field.frame = Rect(x: 2, y: 1, width: 20, height: 1)
    goButton.frame = Rect(x: 2, y: 3, width: 6, height: 1)
  }
}

/// What the probe screen shows.
struct ProbeModel: Equatable {
  var attempts = 0
  var lastName: String?
}

/// Where a name goes: a fake in the tests.
protocol NameSending: Sendable {
  func send(_ name: String)
}

/// The probe screen's controller: opens the next screen with a name, through the route it
/// was made with.
final class ProbeViewController: ViewController {
  private let nextRoute: Route<String>

  init(view: ProbeView, nextRoute: Route<String>) {
    self.nextRoute = nextRoute
    super.init(view: view)
  }

  func showNext(_ name: String) { show(nextRoute, name) }
}

/// Opens the probe screen.
enum ProbeApp: Destination {}

final class ProbeScene: Scene {
  enum Next: Destination {
    typealias Argument = String
  }

  let view = ProbeView()
  let sender: any NameSending

  init(resolver: inout Resolver, argument: Void) throws {
    sender = try resolver.resolve()
  }

  func makeScreen(resolver: inout Resolver) throws -> ProbeViewController {
    let screen = ProbeViewController(view: view, nextRoute: try resolver.route(to: Next.self))
    view.onGo = { [sender, weak screen] name in
      sender.send(name)
      screen?.showNext(name)
    }
    view.onEscape = { [weak screen] in
      Task.tracked {
        guard let screen else { return }
        if await screen.confirm(title: "Clear?", confirmTitle: "Clear") {
          screen.view.subviews.compactMap { $0 as? TextField }.first?.text = ""
        }
      }
    }
    return screen
  }
}

final class GreetingViewController: ViewController {}

/// The screen Go opens: a greeting, for anyone but ``nobody``.
final class GreetingScene: Scene {
  /// The name the greeting cannot be built for: Go with it follows a route that fails to open.
  static let nobody = "Nobody"

  /// Why the greeting could not be built.
  struct NobodyToGreet: Error {}

  let greeting: String

  init(resolver: inout Resolver, argument: String) throws {
    guard argument != Self.nobody else { throw NobodyToGreet() }
    greeting = "Hello, \(argument)!"
  }

  func makeScreen(resolver: inout Resolver) -> GreetingViewController {
    GreetingViewController(view: Label(text: greeting))
  }
}

struct ProbeInstaller: Installer {
  func install(into builder: inout ContainerBuilder) {
    builder.registerRoute(ProbeApp.self, to: ProbeScene.self)
    builder.registerRoute(ProbeScene.Next.self, to: GreetingScene.self, sample: "sample")
  }
}
