import Foundation
import Testing
import ThinKit
import ThinTerminalTesting

@testable import ThinTerminal

/// Records every lifecycle call of a set of controllers, in order.
@MainActor
final class LifecycleLog {
  var entries: [String] = []

  func take() -> [String] {
    defer { entries = [] }
    return entries
  }
}

@MainActor
final class LoggingViewController: ViewController {
  let name: String
  let log: LifecycleLog

  init(_ name: String, log: LifecycleLog) {
    self.name = name
    self.log = log
    super.init()
    title = name
  }

  override func viewDidLoad() { log.entries.append("\(name).viewDidLoad") }
  override func viewWillAppear(_ animated: Bool) { log.entries.append("\(name).viewWillAppear") }
  override func viewDidAppear(_ animated: Bool) { log.entries.append("\(name).viewDidAppear") }
  override func viewWillDisappear(_ animated: Bool) {
    log.entries.append("\(name).viewWillDisappear")
  }
  override func viewDidDisappear(_ animated: Bool) {
    log.entries.append("\(name).viewDidDisappear")
  }
}

/// Controllers A and B logging into one log.
@MainActor
struct LoggingPair {
  let log = LifecycleLog()
  let a: LoggingViewController
  let b: LoggingViewController

  init() {
    a = LoggingViewController("A", log: log)
    b = LoggingViewController("B", log: log)
  }

  /// Runs `root` on a test host, then forgets the calls of its first appearance.
  func host(_ root: ViewController) -> TestHost {
    let host = TestHost(root)
    _ = log.take()
    return host
  }
}

@Suite @MainActor struct LifecycleTests {
  @Test func viewLoadsLazilyOnceWithADefaultPlainView() {
    let log = LifecycleLog()
    let controller = LoggingViewController("A", log: log)
    #expect(!controller.isViewLoaded)
    #expect(log.entries.isEmpty)
    let view = controller.view
    #expect(controller.view === view)
    #expect(type(of: view!) == View.self)
    #expect(log.take() == ["A.viewDidLoad"])
    #expect(view?.next === controller)
  }

  @Test func rootAppearsWhenTheApplicationStarts() {
    let log = LifecycleLog()
    let root = LoggingViewController("A", log: log)
    let host = TestHost(root)
    #expect(log.take() == ["A.viewDidLoad", "A.viewWillAppear", "A.viewDidAppear"])
    #expect(root.view.window === host.window)
    #expect(root.view.frame == host.window.bounds)
  }

  @Test func pushAndPopPairAppearanceCallsInUIKitOrder() {
    let log = LifecycleLog()
    let a = LoggingViewController("A", log: log)
    let b = LoggingViewController("B", log: log)
    let navigation = NavigationController(rootViewController: a)
    let host = TestHost(navigation)
    #expect(log.take() == ["A.viewDidLoad", "A.viewWillAppear", "A.viewDidAppear"])
    navigation.pushViewController(b, animated: false)
    #expect(
      log.take() == [
        "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear",
        "B.viewDidAppear",
      ])
    #expect(b.navigationController === navigation)
    navigation.popViewController(animated: false)
    #expect(
      log.take() == [
        "B.viewWillDisappear", "A.viewWillAppear", "B.viewDidDisappear", "A.viewDidAppear",
      ])
    #expect(b.parent == nil)
    #expect(b.navigationController == nil)
    #expect(host.lines[0].trimmingCharacters(in: .whitespaces) == "A")
  }

  @Test func animatedPushEndsTheTransitionWhenTheSlideEnds() async {
    let pair = LoggingPair()
    let (log, a, b) = (pair.log, pair.a, pair.b)
    let navigation = NavigationController(rootViewController: a)
    let host = pair.host(navigation)
    navigation.pushViewController(b, animated: true)
    #expect(log.take() == ["B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear"])
    await host.advance(by: .milliseconds(300))
    #expect(log.take() == ["A.viewDidDisappear", "B.viewDidAppear"])
    #expect(a.viewIfLoaded?.superview == nil)
  }

  @Test func aPopDuringAPushFinishesThePushFirst() async {
    let pair = LoggingPair()
    let (log, a, b) = (pair.log, pair.a, pair.b)
    let navigation = NavigationController(rootViewController: a)
    let host = pair.host(navigation)
    navigation.pushViewController(b, animated: true)
    navigation.popViewController(animated: false)
    #expect(
      log.take() == [
        "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear",
        "B.viewDidAppear", "B.viewWillDisappear", "A.viewWillAppear", "B.viewDidDisappear",
        "A.viewDidAppear",
      ])
    await host.advance(by: .milliseconds(300))
    #expect(log.take().isEmpty)
    #expect(a.view.superview === navigation.view)
  }

  @Test func sheetPresentationLeavesThePresenterAppeared() {
    let pair = LoggingPair()
    let (log, a, b) = (pair.log, pair.a, pair.b)
    let host = pair.host(a)
    var completed = false
    a.present(b, animated: false) { completed = true }
    #expect(completed)
    #expect(log.take() == ["B.viewDidLoad", "B.viewWillAppear", "B.viewDidAppear"])
    #expect(host.window.frontmostViewController === b)
    #expect(a.presentedViewController === b)
    #expect(b.presentingViewController === a)
    b.dismiss(animated: false)
    #expect(log.take() == ["B.viewWillDisappear", "B.viewDidDisappear"])
    #expect(a.presentedViewController == nil)
    #expect(b.presentingViewController == nil)
  }

  @Test func fullScreenPresentationMakesThePresenterDisappear() {
    let pair = LoggingPair()
    let (log, a, b) = (pair.log, pair.a, pair.b)
    b.modalPresentationStyle = .fullScreen
    let host = pair.host(a)
    a.present(b, animated: false)
    #expect(
      log.take() == [
        "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear", "B.viewDidAppear",
        "A.viewDidDisappear",
      ])
    #expect(host.window.frontmostViewController === b)
    a.dismiss(animated: false)
    #expect(
      log.take() == [
        "B.viewWillDisappear", "A.viewWillAppear", "B.viewDidDisappear", "A.viewDidAppear",
      ])
  }

  @Test func presentedNavigationStackForwardsToItsTopController() {
    let pair = LoggingPair()
    let (log, a, b) = (pair.log, pair.a, pair.b)
    let host = pair.host(a)
    let sheet = NavigationController(rootViewController: b)
    a.present(sheet, animated: false)
    #expect(log.take() == ["B.viewDidLoad", "B.viewWillAppear", "B.viewDidAppear"])
    #expect(host.window.frontmostViewController === sheet)
    // A child dismissing reaches the controller its stack was presented from.
    b.dismiss(animated: false)
    #expect(log.take() == ["B.viewWillDisappear", "B.viewDidDisappear"])
    #expect(a.presentedViewController == nil)
  }

  @Test func animatedPresentationAppearsWhenTheSheetArrives() async {
    let pair = LoggingPair()
    let (log, a, b) = (pair.log, pair.a, pair.b)
    let host = pair.host(a)
    var completed = false
    a.present(b, animated: true) { completed = true }
    #expect(log.take() == ["B.viewDidLoad", "B.viewWillAppear"])
    await host.advance(by: .milliseconds(300))
    #expect(log.take() == ["B.viewDidAppear"])
    #expect(completed)
    a.dismiss(animated: true)
    #expect(log.take() == ["B.viewWillDisappear"])
    await host.advance(by: .milliseconds(300))
    #expect(log.take() == ["B.viewDidDisappear"])
    #expect(b.view.superview == nil)
  }

  @Test func replacingTheRootControllerSwapsAppearance() {
    let pair = LoggingPair()
    let (log, a, b) = (pair.log, pair.a, pair.b)
    let host = pair.host(a)
    host.app.rootViewController = b
    #expect(
      log.take() == [
        "A.viewWillDisappear", "A.viewDidDisappear", "B.viewDidLoad", "B.viewWillAppear",
        "B.viewDidAppear",
      ])
  }

  @Test func containmentCallsWillAndDidMove() {
    final class Child: ViewController {
      var moves: [String] = []
      override func willMove(toParent parent: ViewController?) {
        moves.append("will \(parent == nil ? "nil" : "parent")")
      }
      override func didMove(toParent parent: ViewController?) {
        moves.append("did \(parent == nil ? "nil" : "parent")")
      }
    }
    let parent = ViewController()
    let child = Child()
    parent.addChild(child)
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)
    #expect(parent.children.count == 1)
    child.willMove(toParent: nil)
    child.view.removeFromSuperview()
    child.removeFromParent()
    #expect(child.moves == ["will parent", "did parent", "will nil", "did nil"])
    parent.addChild(parent)
    #expect(parent.children.isEmpty)
  }
}
