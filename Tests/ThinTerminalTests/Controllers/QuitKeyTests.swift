import Testing
import ThinTerminalTesting

@testable import ThinTerminal

/// A stack's quit key quits as Ctrl-C does: the screens that want a say are asked first (Todo's
/// detail asks "Discard changes?" over a field it cannot save).
@Suite @MainActor struct QuitKeyTests {
  @Test func theQuitKeyAsksTheScreensBeforeQuitting() async {
    let screen = ViewController()
    var answers = [false, true]
    screen.shouldTerminate = { answers.removeFirst() }
    let navigation = NavigationController(rootViewController: screen)
    navigation.quitKey = KeyPress(.character("q"))
    let host = TestHost(navigation)
    host.type("q")
    await host.app.terminationRequest?.value
    #expect(answers == [true], "asked once")
    #expect(!host.app.isTerminating, "the screen said no")
    host.type("q")
    await host.app.terminationRequest?.value
    #expect(answers.isEmpty)
    #expect(host.app.isTerminating)
  }

  @Test func withoutAQuitKeyTheKeyIsLeftAlone() {
    let host = TestHost(NavigationController(rootViewController: ViewController()))
    host.type("q")
    #expect(host.app.terminationRequest == nil)
    #expect(!host.app.isTerminating)
  }
}
