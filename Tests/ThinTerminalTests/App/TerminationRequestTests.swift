import Testing
import ThinKit
import ThinTerminalTesting

@testable import ThinTerminal

/// Ctrl-C asks the screens that want a say before the app quits; a request from outside does
/// not.
@Suite @MainActor struct TerminationRequestTests {
  /// A screen whose answer the test gives, counting the questions.
  final class AskingController: ViewController {
    var questions = 0
    var answer: TrackedContinuation<Bool>?

    override init() {
      super.init()
      // The question waits for its answer as a person's would: idle to the app's tracker.
      shouldTerminate = { [unowned self] in
        questions += 1
        return await withTrackedContinuation { answer = $0 }
      }
    }
  }

  @Test func ctrlCWithNobodyToAskQuitsAtOnce() {
    let host = TestHost(ViewController())
    host.key(.character("c"), .control)
    #expect(host.app.isTerminating)
  }

  @Test func aScreenThatSaysNoKeepsTheAppRunning() async {
    let screen = AskingController()
    let host = TestHost(screen)
    host.key(.character("c"), .control)
    await host.waitUntilIdle()
    #expect(screen.answer != nil)
    #expect(screen.questions == 1)
    #expect(!host.app.isTerminating)
    screen.answer?.resume(returning: false)
    screen.answer = nil
    await host.waitUntilIdle()
    #expect(host.app.terminationRequest == nil)
    #expect(!host.app.isTerminating)

    host.key(.character("c"), .control)
    await host.waitUntilIdle()
    screen.answer?.resume(returning: true)
    await host.waitUntilIdle()
    #expect(host.app.isTerminating)
    #expect(screen.questions == 2)
  }

  @Test func aSecondRequestWhileAskingQuitsAtOnce() async {
    let screen = AskingController()
    let host = TestHost(screen)
    host.app.requestTermination()
    await host.waitUntilIdle()
    #expect(screen.answer != nil)
    host.app.requestTermination()
    #expect(host.app.isTerminating)
    screen.answer?.resume(returning: false)
  }

  @Test func aRequestFromOutsideDoesNotAsk() {
    let screen = AskingController()
    let host = TestHost(screen)
    host.app.handle(.terminate)
    #expect(host.app.isTerminating)
    #expect(screen.questions == 0)
  }

  /// Presented and contained screens are asked too, the top one first.
  @Test func everyScreenIsAskedTopFirst() async {
    var asked: [String] = []
    let root = ViewController()
    let child = ViewController()
    root.addChild(child)
    root.shouldTerminate = {
      asked.append("root")
      return true
    }
    child.shouldTerminate = {
      asked.append("child")
      return true
    }
    let host = TestHost(root)
    let presented = ViewController()
    presented.shouldTerminate = {
      asked.append("presented")
      return true
    }
    root.present(presented, animated: false)
    host.app.requestTermination()
    await host.waitUntilIdle()
    #expect(host.app.isTerminating)
    #expect(asked == ["presented", "child", "root"])
  }
}
