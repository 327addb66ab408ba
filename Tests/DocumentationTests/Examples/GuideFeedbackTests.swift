import Synchronization
import Testing
import ThinDI
import ThinKit
import ThinScenes
import ThinTerminal
import ThinTerminalTesting

// The tests of the guide "Building a thin screen": a spy-view test of the presenter, and a
// screen test of the whole scene on an in-memory terminal.

/// A sender that keeps what it was given, or fails.
final class FakeSender: FeedbackSending {
  private let sent = Mutex<[String]>([])
  let fails: Bool

  init(fails: Bool = false) {
    self.fails = fails
  }

  var messages: [String] { sent.withLock { $0 } }

  func send(_ message: String) async throws {
    struct Offline: Error {}
    if fails { throw Offline() }
    sent.withLock { $0.append(message) }
  }
}

/// The screen as its presenter sees it: the view and the view controller, recording.
@MainActor
final class SpyFeedbackScreen: FeedbackDisplaying, FeedbackPresenterDelegate {
  var isSending = false { didSet { log.append("sending \(isSending)") } }
  var isMessageInvalid = false { didSet { log.append("invalid \(isMessageInvalid)") } }
  private(set) var log: [String] = []

  func feedbackWasSent() { log.append("sent") }
  func feedbackDidFail(with error: any Error) { log.append("failed") }
}

@MainActor
@Suite struct GuideFeedbackTests {
  @Test func thePresenterRefusesABlankMessageAndSendsAnother() async {
    let sender = FakeSender()
    let screen = SpyFeedbackScreen()
    let presenter = FeedbackPresenter(sender: sender)
    presenter.view = screen
    presenter.delegate = screen

    await presenter.feedbackView(didSend: "   ")
    #expect(screen.log == ["invalid true"])
    await presenter.feedbackView(didSend: "Love it")
    #expect(
      screen.log == ["invalid true", "invalid false", "sending true", "sent", "sending false"])
    #expect(sender.messages == ["Love it"])
  }

  @Test func theScreenSendsOnReturnAndShowsTheThanks() async throws {
    let sender = FakeSender()
    var builder = ContainerBuilder(installers: [FeedbackInstaller()])
    builder.register((any FeedbackSending).self, .singleton) { sender }
    let container = try builder.build()
    let feedback = try container.route(to: FeedbackApp.self, showing: ViewController.self)()
    let host = TestHost(NavigationController(rootViewController: feedback))
    defer { host.stop() }

    host.type("Love it")
    host.key(.enter)
    await host.advance(by: .milliseconds(300))
    #expect(host.text.contains("Thanks! We read every message."))
    #expect(sender.messages == ["Love it"])
  }

  @Test func theScreenShowsAFailureAndStays() async throws {
    var builder = ContainerBuilder(installers: [FeedbackInstaller()])
    builder.register((any FeedbackSending).self, .singleton) { FakeSender(fails: true) }
    let container = try builder.build()
    let feedback = try container.route(to: FeedbackApp.self, showing: ViewController.self)()
    let host = TestHost(NavigationController(rootViewController: feedback))
    defer { host.stop() }

    host.type("Love it")
    host.key(.enter)
    await host.advance(by: .milliseconds(300))
    #expect(host.text.contains("Something went wrong."))
    #expect(!host.text.contains("Thanks!"))
  }

  /// The README's app runs: its container validates, the feedback screen opens, and the run
  /// ends cleanly when the input does.
  @Test func theReadmeAppRunsAndEndsCleanly() async {
    let terminal = InMemoryTerminal()
    terminal.finish()
    let exit = await FeedbackAppMain.runner.run(on: terminal)
    #expect(exit == .success, "\(exit.message)")
  }
}
