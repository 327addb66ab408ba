import Dispatch
import Testing
import ThinKit
import ThinTerminalTesting

@testable import ThinTerminal

/// Keys that arrive together, in one read (a script's one write, keys typed ahead while the app
/// was busy), on the real run loop: each is a key, as if typed one by one.
@Suite @MainActor struct KeysTogetherTests {
  typealias BusyController = RunLoopTests.BusyController

  /// A Ctrl-C among keys that arrived together ends the run before the keys after it act.
  @Test func controlCAmongKeysThatArriveTogetherEndsTheRunFirst() async {
    let controller = BusyController()
    let running = RunningApp(controller)
    await running.launched()
    running.terminal.send(
      [.key(.tab)] + RunLoopTests.keys("ab") + [.key(.character("c"), modifiers: .control)]
        + RunLoopTests.keys("cd"))
    await running.run.value
    #expect(!running.app.isRunning)
    #expect(controller.field.text == "ab")
  }

  /// Characters typed together go into a field in one edit, and the field holds what typing
  /// them one by one gives: marks and skin tones join the grapheme before them, a limit cuts
  /// what is past it.
  @Test(arguments: [nil, 5])
  func textTypedTogetherIsWhatTypingItKeyByKeyGives(maxLength: Int?) async {
    let controller = BusyController()
    controller.field.maxLength = maxLength
    let running = RunningApp(controller)
    await running.launched()
    let keys: [Character] = ["a", "e", "\u{301}", "👍", "\u{1F3FD}", "x", "y", "z"]
    running.terminal.send([.key(.tab)] + keys.map { .key(.character($0)) })
    await running.idle()
    let oneByOne = TextField()
    oneByOne.frame = Rect(x: 0, y: 0, width: 20, height: 1)
    oneByOne.maxLength = maxLength
    let host = TestHost(hosting: oneByOne)
    oneByOne.becomeFirstResponder()
    for key in keys { host.key(.character(key)) }
    #expect(controller.field.text == (maxLength == nil ? "aé👍🏽xyz" : "aé👍🏽xy"))
    #expect(controller.field.text == oneByOne.text)
    #expect(controller.field.cursorOffset == oneByOne.cursorOffset)
    await running.finish()
  }

  /// A field with a delegate is asked about every key that arrived together, one at a time, as
  /// if typed; a key it refuses stays out, the keys after it go in.
  @Test func aFieldWithADelegateIsAskedAboutEachKeyTogether() async {
    let controller = BusyController()
    let delegate = RefusingDelegate(refused: "x")
    controller.field.delegate = delegate
    let running = RunningApp(controller)
    await running.launched()
    running.terminal.send([.key(.tab)] + RunLoopTests.keys("abxcd"))
    await running.idle()
    #expect(controller.field.text == "abcd")
    #expect(delegate.asked == ["a", "b", "x", "c", "d"])
    await running.finish()
  }

  /// Work that Return starts and that waits off the main actor (a list reading its row before
  /// it opens it) ends before the keys that came with Return reach anything, as work that
  /// waits for nothing does: the keys go where it leaves them.
  @Test func workWaitingOffTheMainActorEndsBeforeTheKeysThatCameWithIt() async {
    let controller = BusyController()
    var submitted: String?
    controller.field.addAction(for: .editingDidEndOnExit) { [field = controller.field] in
      Task.tracked {
        await Self.hopOffTheMainActor()
        submitted = field.text
      }
    }
    let running = RunningApp(controller)
    // A minute, not 50 ms: a busy machine must not decide where "late" goes.
    running.app.typeAheadWaitLimit = .seconds(60)
    await running.launched()
    running.terminal.send(
      [.key(.tab)] + RunLoopTests.keys("secret") + [.key(.enter)] + RunLoopTests.keys("late"))
    await running.idle()
    #expect(submitted == "secret")
    #expect(controller.field.text == "secretlate")
    await running.finish()
  }

  /// Resumes from a thread of Dispatch's, as a GRDB read resumes its caller.
  private nonisolated static func hopOffTheMainActor() async {
    await withCheckedContinuation { continuation in
      DispatchQueue.global().async { continuation.resume() }
    }
  }
}

/// Refuses one string and records every string it was asked about.
@MainActor private final class RefusingDelegate: TextFieldDelegate {
  let refused: String
  private(set) var asked: [String] = []

  init(refused: String) {
    self.refused = refused
  }

  func textField(
    _ textField: TextField, shouldChangeCharactersIn range: Range<Int>,
    replacementString string: String
  ) -> Bool {
    asked.append(string)
    return string != refused
  }
}
