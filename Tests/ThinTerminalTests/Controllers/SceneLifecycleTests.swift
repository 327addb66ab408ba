import Testing
import ThinDI
import ThinKit
import ThinScenes
import ThinTerminal
import ThinTerminalTesting

/// What the screens of one test did, in order: scenes starting and stopping, views appearing.
@MainActor
final class SceneLifecycleLog {
  var entries: [String] = []

  nonisolated init() {}
}

/// A screen that logs its first appearances.
final class LoggedViewController: ViewController {
  let log: SceneLifecycleLog
  let name: String

  init(log: SceneLifecycleLog, name: String) {
    self.log = log
    self.name = name
    super.init(view: Label(text: name))
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    log.entries.append("\(name) will appear")
  }
}

/// Opens a logged screen named by its argument.
enum OpenLogged: Destination {
  typealias Argument = String
}

/// A scene that logs its start and stop; named by its argument.
final class LoggedScene: Scene {
  let name: String
  let log: SceneLifecycleLog

  init(resolver: inout Resolver, argument: String) throws {
    name = argument
    log = try resolver.resolve()
  }

  func makeScreen(resolver: inout Resolver) -> LoggedViewController {
    LoggedViewController(log: log, name: name)
  }

  func start() { log.entries.append("start \(name)") }
  func stop() { log.entries.append("stop \(name)") }
}

/// A screen that contains another as its child, as a split view would.
final class ContainerViewController: ViewController {
  let child: ViewController

  init(child: ViewController) {
    self.child = child
    super.init()
  }

  override func viewDidLoad() {
    addChild(child)
    view.addSubview(child.view)
    child.didMove(toParent: self)
  }
}

/// The host's side of the scene contract: a scene starts once, before its screen's first
/// `viewWillAppear`, and stops once, as its screen leaves for good — popped, dismissed, or the
/// app ending — through presented and child controllers, top first.
@MainActor
@Suite struct SceneLifecycleTests {
  let log = SceneLifecycleLog()
  let container: Container

  init() throws {
    var builder = ContainerBuilder()
    builder.registerRoute(OpenLogged.self, to: LoggedScene.self, sample: "sample")
    builder.register(SceneLifecycleLog.self, .singleton) { [log] in log }
    container = try builder.build()
  }

  private func screen(_ name: String) throws -> LoggedViewController {
    try container.screen(of: LoggedScene.self, argument: name)
  }

  @Test func aSceneStartsOnceBeforeItsFirstAppearanceAndStopsOnceWhenPopped() async throws {
    let list = try screen("list")
    let stack = NavigationController(rootViewController: list)
    #expect(log.entries.isEmpty, "building a screen starts nothing")
    let host = TestHost(stack)
    #expect(log.entries == ["start list", "list will appear"])
    let detail = try screen("detail")
    host.perform { stack.pushViewController(detail, animated: true) }
    await host.advance(by: .milliseconds(400))
    host.perform { _ = stack.popViewController(animated: true) }
    await host.advance(by: .milliseconds(400))
    #expect(
      log.entries == [
        "start list", "list will appear", "start detail", "detail will appear", "stop detail",
        "list will appear",
      ], "the list appears again without starting again")
    host.perform { host.app.terminate() }
    #expect(log.entries.last == "stop list")
    #expect(log.entries.filter { $0.hasPrefix("st") }.count == 4, "each once")
    host.stop()
  }

  @Test func aPresentedScreenAndItsChildStopWhenDismissedThenTheRestOnTerminate() async throws {
    let root = try screen("root")
    let host = TestHost(NavigationController(rootViewController: root))
    let inner = try screen("child")
    let sheet = ContainerViewController(child: inner)
    host.perform { root.present(sheet, animated: true) }
    await host.advance(by: .milliseconds(400))
    #expect(log.entries.suffix(2) == ["start child", "child will appear"])
    host.perform { root.dismiss(animated: true) }
    await host.advance(by: .milliseconds(400))
    #expect(log.entries.last == "stop child")
    host.perform { host.app.terminate() }
    host.perform { host.app.terminate() }
    #expect(log.entries.filter { $0 == "stop root" }.count == 1, "once, however often asked")
    host.stop()
  }

  @Test func terminatingStopsEveryScreenTopFirstOnce() async throws {
    let root = try screen("root")
    let stack = NavigationController(rootViewController: root)
    let host = TestHost(stack)
    let pushed = try screen("pushed")
    host.perform { stack.pushViewController(pushed, animated: false) }
    let presented = try screen("presented")
    let split = ContainerViewController(child: try screen("split child"))
    host.perform { pushed.present(split, animated: false) }
    host.perform { split.present(presented, animated: false) }
    host.perform { host.app.terminate() }
    let stops = log.entries.filter { $0.hasPrefix("stop") }
    #expect(stops == ["stop presented", "stop split child", "stop pushed", "stop root"])
    host.stop()
  }
}
