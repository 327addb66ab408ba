import Synchronization
import ThinDI
import ThinKit
import ThinScenes
import ThinTerminal

// The screen built in the guide "Building a thin screen", step by step, as the article shows
// it: ArticleCodeTests checks every block of the article is here, and GuideFeedbackTests runs it.

// MARK: 1. The model

/// Sends a message to the app's makers.
protocol FeedbackSending: Sendable {
  func send(_ message: String) async throws
}

// MARK: 2. The view contract

/// What the feedback screen shows, as its presenter sees it.
@MainActor
protocol FeedbackDisplaying: AnyObject {
  var isSending: Bool { get set }
  var isMessageInvalid: Bool { get set }
}

/// What the user did on the feedback screen: the view's delegate, the presenter.
@MainActor
protocol FeedbackViewDelegate: AnyObject {
  func feedbackView(didSend message: String) async
}

/// What the presenter asks of the view controller: to move on, or to show an error.
@MainActor
protocol FeedbackPresenterDelegate: AnyObject {
  func feedbackWasSent()
  func feedbackDidFail(with error: any Error)
}

// MARK: 3. The presenter

/// Checks the message, sends it while the view is busy, and reports the outcome.
@MainActor
final class FeedbackPresenter: FeedbackViewDelegate {
  weak var view: (any FeedbackDisplaying)?
  weak var delegate: (any FeedbackPresenterDelegate)?
  private let sender: any FeedbackSending

  init(sender: any FeedbackSending) {
    self.sender = sender
  }

  func feedbackView(didSend message: String) async {
    let message = message.trimmingCharacters(in: .whitespaces)
    view?.isMessageInvalid = message.isEmpty
    guard !message.isEmpty else { return }
    view?.isSending = true
    defer { view?.isSending = false }
    do {
      try await sender.send(message)
      delegate?.feedbackWasSent()
    } catch {
      delegate?.feedbackDidFail(with: error)
    }
  }
}

// MARK: 4. The root view, with its behaviors

/// The feedback screen's root view: a message field and a Send button.
final class FeedbackView: View, FeedbackDisplaying, FormBehaviorDelegate {
  weak var delegate: (any FeedbackViewDelegate)?
  private let messageField = TextField(placeholder: "What should we know?")
  private let sendButton = Button(title: "Send", style: .filled)
  private let messageValidity: InvalidInputBehavior
  private let form: FormBehavior

  init() {
    messageValidity = InvalidInputBehavior(view: messageField)
    form = FormBehavior(fields: [messageField])
    super.init(frame: .zero)
    form.delegate = self
    sendButton.addAction(for: .primaryActionTriggered) { [weak self] in self?.form.submit() }
    addSubview(messageField)
    addSubview(sendButton)
  }

  var isSending = false {
    didSet { sendButton.isEnabled = !isSending }
  }

  var isMessageInvalid: Bool {
    get { messageValidity.isInvalid }
    set { messageValidity.isInvalid = newValue }
  }

  func formDidSubmit(_ form: FormBehavior) async {
    await delegate?.feedbackView(didSend: messageField.text)
  }

  override func didMoveToWindow() {
    if window != nil { messageField.becomeFirstResponder() }
  }

  override func layoutSubviews() {
    messageField.frame = Rect(x: 2, y: 1, width: max(0, bounds.width - 4), height: 1)
    sendButton.frame = Rect(x: 2, y: 3, width: 8, height: 1)
  }
}

// MARK: 5. The view controller

/// The feedback screen: moves on once the message is sent, and shows what failed.
final class FeedbackViewController: ViewController, FeedbackPresenterDelegate {
  private let thanksRoute: Route<Void>

  init(view: FeedbackView, thanksRoute: Route<Void>) {
    self.thanksRoute = thanksRoute
    super.init(view: view, title: "Feedback")
  }

  func feedbackWasSent() { show(thanksRoute) }

  func feedbackDidFail(with error: any Error) { displayError(error) }
}

// MARK: 6. The scene and its route

/// The feedback screen, assembled.
final class FeedbackScene: Scene {
  enum Thanks: Destination {}

  let view: FeedbackView
  let presenter: FeedbackPresenter

  init(resolver: inout Resolver, argument: Void) throws {
    view = FeedbackView()
    presenter = FeedbackPresenter(sender: try resolver.resolve())
    view.delegate = presenter
    presenter.view = view
  }

  func makeScreen(resolver: inout Resolver) throws -> FeedbackViewController {
    let screen = FeedbackViewController(
      view: view, thanksRoute: try resolver.route(to: Thanks.self))
    presenter.delegate = screen
    return screen
  }
}

/// The screen after: a thank-you, nothing to connect.
final class ThanksViewController: ViewController {}

/// The thank-you screen, assembled.
final class ThanksScene: Scene {
  let view = Label(text: "Thanks! We read every message.")

  init(resolver: inout Resolver, argument: Void) throws {}

  func makeScreen(resolver: inout Resolver) -> ThanksViewController {
    ThanksViewController(view: view, title: "Thank you")
  }
}

/// Opens the feedback screen: the app's entrance for this example.
enum FeedbackApp: Destination {}

// MARK: 7. The installer

struct FeedbackInstaller: Installer {
  func install(into builder: inout ContainerBuilder) {
    builder.registerRoute(FeedbackApp.self, to: FeedbackScene.self)
    builder.registerRoute(FeedbackScene.Thanks.self, to: ThanksScene.self)
  }
}

// MARK: The README's "Use ThinKit in your app"

/// The feedback screen as an app of its own: `@main` in an executable target.
@MainActor
enum FeedbackAppMain {
  static let runner = AppRunner(
    programName: "feedback",
    installers: [AppShellInstaller(), FeedbackInstaller(), FeedbackSenderInstaller()],
    firstScreen: FeedbackApp.self)

  static func main() async {
    await runner.run()
  }
}

/// Registers where the example app's feedback goes: kept in memory.
struct FeedbackSenderInstaller: Installer {
  func install(into builder: inout ContainerBuilder) {
    builder.register((any FeedbackSending).self, .singleton) { KeptFeedback() }
  }
}

/// Keeps every message sent, in memory: the example app has no server to send them to.
final class KeptFeedback: FeedbackSending {
  private let kept = Mutex<[String]>([])

  var messages: [String] { kept.withLock { $0 } }

  func send(_ message: String) async throws {
    kept.withLock { $0.append(message) }
  }
}
