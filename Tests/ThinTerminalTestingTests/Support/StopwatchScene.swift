import ThinDI
import ThinKit
import ThinScenes
import ThinTerminal

/// A screen with buttons in its view (Start, Reset) and one in its navigation bar (Tips), which
/// opens the tips screen with how many seconds ran: bar buttons, and a route into a screen that
/// needs a service of another installer.
@MainActor
final class StopwatchView: View {
  let startButton = Button(title: "Start")
  let resetButton = Button(title: "Reset")

  init() {
    super.init(frame: .zero)
    addSubview(startButton)
    addSubview(resetButton)
  }

  override func layoutSubviews() {
    startButton.frame = Rect(x: 2, y: 1, width: 9, height: 1)
    resetButton.frame = Rect(x: 2, y: 3, width: 9, height: 1)
  }
}

/// Shows Tips in its bar, which follows the route to the tips screen.
final class StopwatchViewController: ViewController {
  /// The seconds the tips screen is opened with.
  static let secondsRun = 40

  init(view: StopwatchView, tipsRoute: Route<Int>) {
    super.init(view: view, title: "Stopwatch")
    navigationItem.rightBarButtonItems = [
      BarButtonItem(title: "Tips") { [weak self] in self?.show(tipsRoute, Self.secondsRun) }
    ]
  }
}

/// Opens the stopwatch.
enum StopwatchApp: Destination {}

final class StopwatchScene: Scene {
  /// Where Tips goes, with the seconds run.
  enum OpenTips: Destination {
    typealias Argument = Int
  }

  let view = StopwatchView()

  init(resolver: inout Resolver, argument: Void) throws {}

  func makeScreen(resolver: inout Resolver) throws -> StopwatchViewController {
    StopwatchViewController(view: view, tipsRoute: try resolver.route(to: OpenTips.self))
  }
}

/// What the tips screen says: registered by ``TipsInstaller``, not by the stopwatch's.
final class TipsService: Sendable {
  func tip(afterSeconds seconds: Int) -> String { "Rest your eyes after \(seconds) s." }
}

final class TipsViewController: ViewController {}

/// The screen Tips opens, given the seconds run.
final class TipsScene: Scene {
  let tip: String

  init(resolver: inout Resolver, argument: Int) throws {
    let service: TipsService = try resolver.resolve()
    tip = service.tip(afterSeconds: argument)
  }

  func makeScreen(resolver: inout Resolver) -> TipsViewController {
    TipsViewController(view: Label(text: tip), title: "Tips")
  }
}

/// The stopwatch's screens and routes, the route into the tips screen among them.
struct StopwatchInstaller: Installer {
  func install(into builder: inout ContainerBuilder) {
    builder.registerRoute(StopwatchApp.self, to: StopwatchScene.self)
    builder.registerRoute(StopwatchScene.OpenTips.self, to: TipsScene.self, sample: 1)
  }
}

/// The service the tips screen needs; no route.
struct TipsInstaller: Installer {
  func install(into builder: inout ContainerBuilder) {
    builder.register(TipsService.self, .singleton) { TipsService() }
  }
}
