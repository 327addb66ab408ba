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

final class ProbeViewController: ViewController, SceneHost {
  var nextRoute: Route<String>?
}

final class ProbeScene: Scene {
  enum Next: Destination {
    typealias Argument = String
  }

  let view = ProbeView()

  init(screen: ProbeViewController, resolver: inout Resolver, argument: Void) throws {
    let sender: any NameSending = try resolver.resolve()
    screen.nextRoute = try resolver.route(to: Next.self)
    view.onGo = { [weak screen] name in
      sender.send(name)
      screen?.show(screen?.nextRoute, name)
    }
    view.onEscape = { [weak screen] in
      Task { @MainActor in
        guard let screen else { return }
        if await screen.confirm(title: "Clear?", confirmTitle: "Clear") {
          screen.view.subviews.compactMap { $0 as? TextField }.first?.text = ""
        }
      }
    }
    screen.view = view
  }
}

final class GreetingViewController: ViewController, SceneHost {}

/// The screen Go opens: a greeting, for anyone but ``nobody``.
final class GreetingScene: Scene {
  static let sampleArgument = "sample"
  /// The name the greeting cannot be built for: Go with it follows a route that fails to open.
  static let nobody = "Nobody"

  /// Why the greeting could not be built.
  struct NobodyToGreet: Error {}

  init(screen: GreetingViewController, resolver: inout Resolver, argument: String) throws {
    guard argument != Self.nobody else { throw NobodyToGreet() }
    screen.view = Label(text: "Hello, \(argument)!")
  }
}

struct ProbeInstaller: Installer {
  func install(into builder: inout ContainerBuilder) {
    builder.registerScene(ProbeScene.self)
    builder.registerScene(GreetingScene.self)
    builder.registerRoute(ProbeScene.Next.self, to: GreetingScene.self)
  }
}
