import DemoApp
import Testing
import ThinKit
import ThinTerminal
import ThinTerminalTesting

/// The launcher screen as drawn in the demo's stack, at the smallest size the demo runs in
/// and at a roomy one.
@Suite @MainActor struct LauncherViewTests {
  private func host(width: Int, height: Int) -> TestHost {
    let view = LauncherView()
    view.items = [
      LauncherView.Item(title: "Counter", summary: "presenter + interactor"),
      LauncherView.Item(title: "Todo", summary: "startup steps"),
    ]
    let stack = DemoNavigationController(rootViewController: HostedViewController(rootView: view))
    return TestHost(stack, size: Size(width: width, height: height))
  }

  @Test func theStackShowsTheKeysInEffectOnTheLastLine() {
    for width in [40, 80] {
      let host = host(width: width, height: 12)
      #expect(
        host.lines[11]
          == " ↑/↓ move · Enter open · q quit · ? keys".padding(
            toLength: width, withPad: " ", startingAt: 0))
      #expect(host.lines[4].contains("Counter") && host.lines[5].contains("Todo"))
    }
  }
}
