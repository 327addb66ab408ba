import Testing
import ThinKit
import ThinTerminalTesting

@testable import ThinTerminal

/// A termination signal (`kill -TERM`, a closed window's SIGHUP) ends the run before the input
/// queued ahead of it: a megabyte of keys that a terminal did not bracket is seconds of work
/// for a field asked about each key, and the signal does not wait for it. Found by sending
/// SIGTERM to `demo todo` during such a paste into its Add sheet: it ended 15 s later.
@Suite @MainActor struct TerminationBehindInputTests {
  typealias BusyController = RunLoopTests.BusyController

  /// Reads queued before the request are not handled: the run ends at the first of them.
  @Test func aRequestEndsTheRunBeforeReadsQueuedAheadOfIt() async {
    let controller = BusyController()
    let running = RunningApp(controller)
    await running.launched()
    running.terminal.send([.key(.tab)] + RunLoopTests.keys("ab"))
    running.terminal.send(RunLoopTests.keys("cd"))
    running.terminal.requestTermination()
    await running.run.value
    #expect(!running.app.isRunning)
    #expect(controller.field.text == "")
  }

  /// A request that comes while a read's keys are handled one by one (a field with a delegate)
  /// ends the run after the key being handled: the keys after it, and the reads after it, are
  /// not.
  @Test func aRequestEndsTheRunAmongTheKeysOfARead() async {
    let controller = BusyController()
    let running = RunningApp(controller)
    let delegate = RequestingDelegate(on: "x") { running.terminal.requestTermination() }
    controller.field.delegate = delegate
    await running.launched()
    running.terminal.send([.key(.tab)] + RunLoopTests.keys("abxcd"))
    running.terminal.send(RunLoopTests.keys("ef"))
    await running.run.value
    #expect(!running.app.isRunning)
    #expect(controller.field.text == "abx")
    #expect(delegate.asked == ["a", "b", "x"])
  }
}

/// Lets every key in, and runs `request` when asked about `trigger`, as a signal that arrives
/// while that key is handled.
@MainActor private final class RequestingDelegate: TextFieldDelegate {
  let trigger: String
  let request: () -> Void
  private(set) var asked: [String] = []

  init(on trigger: String, request: @escaping () -> Void) {
    self.trigger = trigger
    self.request = request
  }

  func textField(
    _ textField: TextField, shouldChangeCharactersIn range: Range<Int>,
    replacementString string: String
  ) -> Bool {
    asked.append(string)
    if string == trigger { request() }
    return true
  }
}
