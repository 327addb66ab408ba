import Observation
import Testing
import ThinKit
import ThinTerminal
import ThinTerminalTesting

// The code of ThinKit's articles, compiled and run: each test holds an article's block as it
// is printed there (ArticleCodeTests checks it), with the setup around it and a check after.

/// A model as the Bindings article shows one.
@MainActor @Observable final class CounterViewModel {
  var count = 0
  var canDecrement: Bool { count > 0 }
}

/// A root view as the Bindings article binds one.
@MainActor final class StepperView: View {
  var countText = ""
  var isDecrementEnabled = true
}

/// An error as the error presentation article shows one: questions of its own domain, the
/// alert it maps to left to the default.
struct UploadError: UserPresentableError {
  var isFileTooLarge = false
  var userReadableMessage: String {
    isFileTooLarge ? "The file is larger than 10 MB." : Self.fallbackMessage
  }
}

/// A screen that shows errors, as a host's view controller does.
@MainActor final class UploadScreen: ErrorDisplaying {
  var fileField = TextField(placeholder: "File")
  private(set) var alerts: [String] = []

  func presentAlert(title: String, message: String, actions: [AlertActionSpec]) {
    alerts.append("\(title): \(message)")
  }

  func show(_ error: UploadError) {
    if error.isFileTooLarge {
      fileField.showsInvalidIndicator = true
    } else {
      displayError(error)
    }
  }
}

/// The screens of the navigation specs article.
final class InboxViewController: ViewController {}
final class MessageViewController: ViewController {}

/// The navigation specs article's spec, which the view controllers article shows too.
@MainActor func makeMailNavigation(router: MailRouter) -> NavigationSpec {
  let mailNavigation = NavigationSpec([
    BarButtonSpec(
      .system(.add), position: .right,
      when: .viewController(is: InboxViewController.self)
    ) { context in
      router.showNewMessage(from: context.viewController)
    },
    BarButtonSpec(.title("About"), position: .right) { context in
      router.showAbout(from: context.viewController)
    },
  ])
  return mailNavigation
}

/// What the navigation specs article's buttons do.
@MainActor final class MailRouter {
  private(set) var log: [String] = []
  func showNewMessage(from viewController: AnyObject) { log.append("new message") }
  func showAbout(from viewController: AnyObject) { log.append("about") }
}

@MainActor
@Suite struct ThinKitArticleExamples {
  @Test func animationValuesTheShake() {
    let view = View(frame: Rect(x: 4, y: 0, width: 6, height: 1))
    let host = TestHost(hosting: view)
    view.add(ShakeAnimation(maxOffset: 2).keyframeAnimation, forKey: ShakeAnimation.key)
    #expect(view.animationKeys == [ShakeAnimation.key])
    host.stop()
  }

  @Test func bindingsBindAModelToAView() {
    let cycle = UpdateCycle(drainsAutomatically: false)
    let viewModel = CounterViewModel()
    let counterView = StepperView()
    ObservationBinding.bind(viewModel, to: counterView, cycle: cycle) { view, model in
      view.countText = "\(model.count)"
      view.isDecrementEnabled = model.canDecrement
    }
    #expect(counterView.countText == "0")
    #expect(!counterView.isDecrementEnabled)
    viewModel.count = 3
    cycle.drain()
    #expect(counterView.countText == "3")
    #expect(counterView.isDecrementEnabled)
  }

  @Test func errorPresentationAsksTheErrorThenShowsIt() {
    let screen = UploadScreen()
    screen.show(UploadError(isFileTooLarge: true))
    #expect(screen.fileField.showsInvalidIndicator)
    #expect(screen.alerts.isEmpty)
    screen.show(UploadError())
    #expect(screen.alerts == ["Error: Something went wrong."])
  }

  @Test func navigationSpecsDecideTheBarButtons() {
    let router = MailRouter()
    let mailNavigation = makeMailNavigation(router: router)
    let inbox = InboxViewController()
    let stack = NavigationController(rootViewController: inbox, navigationSpec: mailNavigation)
    let host = TestHost(stack)
    #expect(inbox.navigationItem.rightBarButtonItems.map(\.title) == ["+", "About"])
    let message = MessageViewController()
    stack.pushViewController(message, animated: false)
    #expect(message.navigationItem.rightBarButtonItems.map(\.title) == ["About"])
    host.stop()
  }

  @Test func themesNameEveryColorByItsRole() {
    var theme = Theme.standard
    theme.fieldBackground = Color(red: 103, green: 103, blue: 103)
    theme.fieldFocusedBackground = Color(red: 145, green: 145, blue: 145)
    theme.placeholder = Color.white.withAlpha(0.6)
    #expect(theme.fieldHighlight.normal == Color(red: 103, green: 103, blue: 103))
    #expect(theme.fieldHighlight.highlighted == Color(red: 145, green: 145, blue: 145))
  }
}

/// What the behaviors article's form reports to.
@MainActor protocol SubscribeViewDelegate: AnyObject {
  func subscribeViewDidSubmit() async
}

/// A root view as the behaviors article shows one: it attaches its behaviors, and its view
/// controller never sees them.
@MainActor final class SubscribeView: View, FormBehaviorDelegate {
  weak var delegate: (any SubscribeViewDelegate)?
  let nameField = TextField(placeholder: "Name")
  let addressField = TextField(placeholder: "Address")
  let subscribeButton = Button(title: "SUBSCRIBE", style: .filled)
  let form: FormBehavior
  let pressHighlight: HighlightBehavior

  init(theme: Theme = .standard) {
    var look = theme.buttonHighlight
    look.highlighted = theme.tint
    pressHighlight = HighlightBehavior(view: subscribeButton, style: look, trigger: .press)
    form = FormBehavior(fields: [nameField, addressField])
    super.init(frame: .zero)
    form.delegate = self
    for view in [nameField, addressField, subscribeButton] { addSubview(view) }
  }

  func formDidSubmit(_ form: FormBehavior) async {
    await delegate?.subscribeViewDidSubmit()
  }
}

/// Counts submissions, as a presenter would receive them.
@MainActor final class SubmitCounter: SubscribeViewDelegate {
  private(set) var count = 0
  func subscribeViewDidSubmit() async { count += 1 }
}

extension ThinKitArticleExamples {
  @Test func behaviorsMoveThroughTheFormAndSubmitOnReturnInTheLastField() async throws {
    let view = SubscribeView()
    let counter = SubmitCounter()
    view.delegate = counter
    let host = TestHost(rootView: view)
    defer { host.stop() }
    let form = view.form
    #expect(form.next())
    #expect(view.nameField.isFirstResponder)
    view.nameField.sendActions(for: .editingDidEndOnExit)
    #expect(view.addressField.isFirstResponder, "Return moves on")
    view.addressField.sendActions(for: .editingDidEndOnExit)
    await form.currentSubmission?.value
    #expect(counter.count == 1, "Return in the last field submits")
  }
}
