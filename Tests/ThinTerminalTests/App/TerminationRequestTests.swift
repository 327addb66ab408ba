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
    var answer: CheckedContinuation<Bool, Never>?

    override init() {
      super.init()
      shouldTerminate = { [unowned self] in
        questions += 1
        return await withCheckedContinuation { answer = $0 }
      }
    }
  }

  private func yieldUntil(_ condition: () -> Bool) async {
    for _ in 0..<10_000 where !condition() { await Task.yield() }
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
    await yieldUntil { screen.answer != nil }
    #expect(screen.questions == 1)
    #expect(!host.app.isTerminating)
    screen.answer?.resume(returning: false)
    screen.answer = nil
    await yieldUntil { host.app.terminationRequest == nil }
    #expect(!host.app.isTerminating)

    host.key(.character("c"), .control)
    await yieldUntil { screen.answer != nil }
    screen.answer?.resume(returning: true)
    await yieldUntil { host.app.isTerminating }
    #expect(host.app.isTerminating)
    #expect(screen.questions == 2)
  }

  @Test func aSecondRequestWhileAskingQuitsAtOnce() async {
    let screen = AskingController()
    let host = TestHost(screen)
    host.app.requestTermination()
    await yieldUntil { screen.answer != nil }
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
    await yieldUntil { host.app.isTerminating }
    #expect(asked == ["presented", "child", "root"])
  }
}
