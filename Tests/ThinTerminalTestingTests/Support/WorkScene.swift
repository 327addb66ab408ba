import ThinDI
import ThinKit
import ThinScenes
import ThinTerminal

/// A screen for the harness to test its knowledge of work in flight on: a label counting the
/// ticks of a one-second timer on the injected clock; `w` starts work that takes a while of
/// real time (a computation off the main actor, untracked) before it reports.
@MainActor
final class WorkView: View {
  let label = Label(text: "0 ticks")
  var onWork: () -> Void = {}

  override init(frame: Rect) {
    super.init(frame: frame)
    addSubview(label)
  }

  override var keyCommands: [KeyCommand] {
    [KeyCommand(KeyPress(.character("w")), title: "work") { [weak self] in self?.onWork() }]
  }

  override func layoutSubviews() {
    label.frame = Rect(x: 1, y: 1, width: 20, height: 1)
  }
}

/// What the slow work reports when it is done.
struct WorkDone: Equatable, Sendable {
  let sum: Int
}

/// Where the slow work reports: a fake posting to the test's outputs.
protocol WorkReporting: Sendable {
  func report(_ done: WorkDone)
}

/// Whoever keeps screens: a leak, when a scene hands its screen to it.
@MainActor
final class ScreenKeeper {
  private var kept: [ViewController] = []

  nonisolated init() {}

  func keep(_ screen: ViewController) {
    kept.append(screen)
  }
}

/// Opens the work screen: with true, one that leaks.
enum WorkApp: Destination {
  typealias Argument = Bool
}

/// The scene: the timer starts with the screen; with `leaks`, the screen is handed to the
/// keeper, which outlives it.
final class WorkScene: Scene {
  /// How many numbers the slow work adds up.
  nonisolated static let terms = 300_000
  let view = WorkView(frame: .zero)
  private let clock: any Clock<Duration>
  private let leaks: Bool
  private(set) var timer: RepeatingTimer?
  private(set) var ticks = 0

  init(resolver: inout Resolver, argument leaks: Bool) throws {
    clock = try resolver.resolve()
    self.leaks = leaks
    let reporter: any WorkReporting = try resolver.resolve()
    view.onWork = {
      Task.tracked {
        // Real time spent where nothing tracked can see it finish: the test must wait for it.
        let sum = await Task.detached { (1...WorkScene.terms).reduce(0, &+) }.value
        reporter.report(WorkDone(sum: sum))
      }
    }
  }

  func makeScreen(resolver: inout Resolver) throws -> ViewController {
    let screen = ViewController(view: view)
    if leaks { try resolver.resolve(ScreenKeeper.self).keep(screen) }
    return screen
  }

  func start() {
    timer = RepeatingTimer(every: .seconds(1), clock: clock) { [weak self] in
      guard let self else { return }
      ticks += 1
      view.label.text = "\(ticks) ticks"
    }
  }

  func stop() {
    timer?.cancel()
  }
}

struct WorkInstaller: Installer {
  func install(into builder: inout ContainerBuilder) {
    builder.registerRoute(WorkApp.self, to: WorkScene.self, sample: false)
    builder.register(ScreenKeeper.self, .singleton) { ScreenKeeper() }
  }
}
