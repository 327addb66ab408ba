import Testing
import ThinDI
import ThinKit
import ThinScenes
import ThinTerminal
import ThinTerminalTesting

// The tests of the guide "Testing a scene": the feedback screen of "Building a thin screen",
// built by its type, driven as a person would, and asserted output by output.
// ArticleCodeTests checks every block of the article is here.

// MARK: A fake that reports what it was given

/// What the fake sender was given: the output a test asserts.
struct SentFeedback: Equatable, Sendable {
  let message: String
}

/// A sender that posts each message to the test's outputs, or fails.
struct PostingSender: FeedbackSending {
  let outputs: SceneOutputChannel
  var fails = false

  func send(_ message: String) async throws {
    struct Offline: Error {}
    outputs.post(SentFeedback(message: message))
    if fails { throw Offline() }
  }
}

@MainActor
@Suite struct GuideTestingASceneTests {
  // MARK: Building the scene alone

  func feedbackTest(failing: Bool = false) async throws -> SceneTest<FeedbackScene> {
    try await SceneTest(FeedbackScene.self, installers: [FeedbackInstaller()]) {
      builder, context in
      builder.register((any FeedbackSending).self, .singleton) {
        PostingSender(outputs: context.outputs, fails: failing)
      }
    }
  }

  // MARK: Every output, in order

  @Test func aBlankMessageIsRefusedThenASentOneSaysThanks() async throws {
    let test = try await feedbackTest()
    await test.receive(.focus("What should we know?"))

    test.key(.enter)
    await test.receive(.invalid("What should we know?"), .shake("What should we know?"))

    test.type("Love it")
    test.click("Send")
    await test.receive(
      .highlight("Send"),
      .valid("What should we know?"),
      .posted(SentFeedback(message: "Love it")),
      .route(FeedbackScene.Thanks.self),
      .push(ThanksScene.self),
      .focus(nil))
    await test.advance(by: .milliseconds(300))
    #expect(test.text.contains("Thanks! We read every message."))
    await test.finish()
  }

  // MARK: Focus across screens

  /// The form had focus: the push ends with `.focus(nil)`. The thank-you screen had none: the
  /// pop back gives the field focus, and no `.focus(nil)` comes first.
  @Test func aPushTakesFocusFromTheScreenThatHadIt() async throws {
    let test = try await feedbackTest()
    await test.receive(.focus("What should we know?"))
    test.type("Love it")
    test.key(.enter)
    await test.receive(
      .posted(SentFeedback(message: "Love it")), .route(FeedbackScene.Thanks.self),
      .push(ThanksScene.self), .focus(nil))
    await test.advance(by: .milliseconds(300))
    test.key(.escape)
    await test.receive(.pop(ThanksScene.self), .focus("What should we know?"))
    await test.finish()
  }

  /// Esc left the field first: the push takes focus from nobody, so no `.focus(nil)` comes.
  @Test func aPushFromAScreenWithoutFocusTakesNone() async throws {
    let test = try await feedbackTest()
    await test.receive(.focus("What should we know?"))
    test.type("Love it")
    test.key(.escape)
    await test.receive(.focus(nil))
    test.click("Send")
    await test.receive(
      .highlight("Send"), .posted(SentFeedback(message: "Love it")),
      .route(FeedbackScene.Thanks.self), .push(ThanksScene.self))
    await test.finish()
  }

  // MARK: Alerts

  @Test func aFailureShowsAnAlertAndKeepsTheMessage() async throws {
    let test = try await feedbackTest(failing: true)
    await test.receive(.focus("What should we know?"))

    test.type("Love it")
    test.key(.enter)
    await test.receive(
      .posted(SentFeedback(message: "Love it")),
      .alert(title: "Error", message: "Something went wrong.", actions: ["Close"]),
      .focus("Close"))

    test.key(.enter)
    await test.receive(.dismiss(.alert), .focus("What should we know?"))
    #expect(test.text.contains("Love it"))
    await test.finish()
  }

  // MARK: View state, as values

  @Test func theViewIsNotSendingOnceAnswered() async throws {
    let test = try await feedbackTest()
    test.assertModel(\.view.isSending, equals: false)
    test.type("Love it")
    test.key(.enter)
    await test.receive(
      .focus("What should we know?"), .posted(SentFeedback(message: "Love it")),
      .route(FeedbackScene.Thanks.self), .push(ThanksScene.self), .focus(nil))
    test.assertModel(\.view.isSending) { $0 = false }
    await test.finish()
  }

  // MARK: Wide flows

  @Test func aWideFlowAssertsOnlyWhatItNames() async throws {
    let test = try await feedbackTest()
    test.exhaustivity = .off

    test.type("Love it")
    test.key(.enter)
    await test.receive(.push(ThanksScene.self))
    await test.finish()
  }
}
