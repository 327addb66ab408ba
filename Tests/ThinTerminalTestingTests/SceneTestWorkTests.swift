import Testing
import ThinDI
import ThinKit
import ThinScenes
import ThinTerminal
import ThinTerminalTesting

/// A reporter that posts what the slow work reports to the test's outputs.
struct PostingReporter: WorkReporting {
  let outputs: SceneOutputChannel

  func report(_ done: WorkDone) {
    outputs.post(done)
  }
}

/// The harness knows the work a screen has in flight: it waits for it rather than for a time,
/// so what comes late is still caught and a clock's ticks all land; it fails fast on what is
/// wrong, and on a screen that outlives its test.
@MainActor
@Suite struct SceneTestWorkTests {
  private let done = WorkDone(sum: WorkScene.terms * (WorkScene.terms + 1) / 2)

  func workTest(leaks: Bool = false) async throws -> SceneTest<WorkScene> {
    try await SceneTest(
      WorkScene.self, argument: leaks, installers: [WorkInstaller()],
      terminal: ScreenConfiguration(size: Size(width: 30, height: 6))
    ) { builder, context in
      builder.register((any Clock<Duration>).self, .singleton) { context.clock }
      builder.register((any WorkReporting).self, .singleton) {
        PostingReporter(outputs: context.outputs)
      }
    }
  }

  /// The work takes a while of real time, off the main actor, untracked: a guess of "done"
  /// after some turns (the old `settle()`: 500 yields and 10 ms) passes it by; the tracked task
  /// that waits for it keeps the screen busy, so `finish()` waits and fails on its output.
  @Test func anOutputThatComesAfterAGuessOfDoneIsStillCaught() async throws {
    let test = try await workTest()
    test.key(.character("w"))
    #expect(!test.tracker.isIdle, "the work is in flight")
    await withKnownIssue {
      await test.finish()
    } matching: { issue in
      issue.text.contains("1 output(s) left unasserted") && issue.text.contains("WorkDone")
    }
  }

  @Test func receiveWaitsForTrackedWorkWhateverItTakes() async throws {
    let test = try await workTest()
    test.key(.character("w"))
    await test.receive(.posted(done))
    await test.finish()
  }

  @Test func aOneSecondTickerAdvancedFiftyNineSecondsShowsFiftyNineTicks() async throws {
    let test = try await workTest()
    await test.advance(by: .seconds(59))
    #expect(test.scene.ticks == 59)
    #expect(test.text.contains("59 ticks"))
    await test.advance(by: .milliseconds(999))
    #expect(test.text.contains("59 ticks"))
    await test.advance(by: .milliseconds(1))
    #expect(test.text.contains("60 ticks"))
    await test.finish()
  }

  @Test func aMissingOutputFailsWithinTheShortDefault() async throws {
    #expect(SceneTest<WorkScene>.defaultTimeout <= .seconds(2))
    let test = try await workTest()
    let start = ContinuousClock.now
    await withKnownIssue {
      await test.receive(.posted(done))
    } matching: { issue in
      issue.text.contains("Expected output never came")
        && issue.text.contains("nothing in flight, waited \(SceneTest<WorkScene>.defaultTimeout)")
    }
    // It waited the short default at rest, not the stall limit a busy screen gets (a starved
    // machine may add to the default, never minutes).
    let waited = ContinuousClock.now - start
    #expect(waited >= SceneTest<WorkScene>.defaultTimeout)
    #expect(waited < TestHost.stallLimit)
    await test.finish()
  }

  @Test func aDifferentOutputWaitingFailsAtOnceWithTheDifference() async throws {
    let test = try await workTest()
    test.outputs.post(WorkDone(sum: 1))
    let start = ContinuousClock.now
    await withKnownIssue {
      await test.receive(.posted(done), timeout: TestHost.stallLimit * 2)
    } matching: { issue in
      issue.text.contains("but another output came first") && issue.text.contains("sum: 1")
    }
    #expect(ContinuousClock.now - start < TestHost.stallLimit, "failed without waiting")
    await test.skipOutputs()
    await test.finish()
  }

  @Test func aScreenThatOutlivesTheTestsHostFailsFinish() async throws {
    let test = try await workTest(leaks: true)
    await withKnownIssue {
      await test.finish()
    } matching: { issue in
      issue.text.contains("The screen (ViewController) outlived the test's host")
    }
  }

  @Test func finishLetsTheScreenLeaveForGood() async throws {
    let test = try await workTest()
    weak let timer = test.scene.timer
    await test.advance(by: .seconds(2))
    await test.finish()
    #expect(timer == nil, "stopped and released with its scene")
  }
}
