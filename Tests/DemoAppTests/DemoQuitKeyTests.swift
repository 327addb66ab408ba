import DemoApp
import Testing
import ThinTerminalTesting

@testable import ThinTerminal

/// The demo's `q` quits as Ctrl-C does: the screens that want a say are asked first (Todo's
/// detail asks "Discard changes?" over a field it cannot save).
@Suite @MainActor struct DemoQuitKeyTests {
  @Test func qAsksTheScreensBeforeQuitting() async {
    let screen = ViewController()
    var answers = [false, true]
    screen.shouldTerminate = { answers.removeFirst() }
    let host = TestHost(DemoNavigationController(rootViewController: screen))
    host.type("q")
    await host.waitUntilIdle()
    #expect(answers == [true], "asked once")
    #expect(host.app.terminationRequest == nil, "the question is over")
    #expect(!host.app.isTerminating, "the screen said no")
    host.type("q")
    await host.waitUntilIdle()
    #expect(answers.isEmpty)
    #expect(host.app.isTerminating)
  }
}
