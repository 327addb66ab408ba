import Clocks
import Foundation
import Testing
import ThinKit
import ThinTerminal
import ThinTerminalTesting

// The code of ThinTerminal's articles, compiled and run: each test holds an article's block as
// it is printed there (ArticleCodeTests checks it), with the setup around it and a check after.

/// The root view of the views article: it owns its subviews and their layout.
final class StepperButtonsView: View {
  let minus = Button(title: "−")
  let plus = Button(title: "+")
  private let info = Label()

  override init(frame: Rect = .zero) {
    super.init(frame: frame)
    info.textAlignment = .center
    for view in [info, minus, plus] { addSubview(view) }
  }

  var infoText: String {
    get { info.text }
    set { info.text = newValue }
  }

  override func layoutSubviews() {
    let middle = bounds.height / 2
    info.frame = Rect(x: 0, y: middle, width: bounds.width, height: 1)
    minus.frame = Rect(x: bounds.width / 2 - 7, y: middle + 2, width: 5, height: 1)
    plus.frame = Rect(x: bounds.width / 2 + 2, y: middle + 2, width: 5, height: 1)
  }
}

/// The view controllers article's controller given its root view, as a scene makes it.
final class StepperViewController: ViewController {
  init(view: StepperButtonsView) {
    super.init(view: view, title: "Stepper")
  }
}

/// The symbol of the glyphs article, declared beside the view that draws it.
extension Glyph {
  static let mailbox = Glyph("✉", ascii: "@")
}

/// Records what the view controllers article's bar buttons do.
@MainActor final class ActionLog {
  private(set) var entries: [String] = []
  func record(_ entry: String) { entries.append(entry) }
}

@MainActor
@Suite struct ThinTerminalArticleExamples {
  @Test func animationsBlocksAndCompletions() async {
    let theme = Theme.standard
    let field = TextField(placeholder: "Name")
    let digits = Label(text: "42")
    let host = TestHost(hosting: field, digits)
    defer { host.stop() }
    View.animate(withDuration: theme.implicitAnimationDuration) {
      field.backgroundColor = theme.fieldFocusedBackground
    }

    View.animate(withDuration: .milliseconds(100)) {
      digits.transform = Transform(scale: 1.3)
    } completion: { _ in
      View.animate(withDuration: .milliseconds(100)) { digits.transform = .identity }
    }
    #expect(field.backgroundColor == theme.fieldFocusedBackground, "the model value at once")
    await host.advance(by: .milliseconds(150))
    #expect(digits.transform == .identity, "the completion started the way back")
  }

  @Test func animationsAShakeByHand() {
    let field = TextField(placeholder: "Name")
    let host = TestHost(hosting: field)
    defer { host.stop() }
    field.add(ShakeAnimation(maxOffset: 2).keyframeAnimation, forKey: ShakeAnimation.key)
    #expect(field.animationKeys == [ShakeAnimation.key])
  }

  @Test func animationsEveryFrameOnATestClock() async {
    let box = View(frame: Rect(x: 0, y: 0, width: 4, height: 1))
    box.backgroundColor = Color(white: 100)
    let host = TestHost(hosting: box)
    host.app.preferredFramesPerSecond = 8
    View.animate(withDuration: .milliseconds(250), options: .curveLinear) {
      box.backgroundColor = Color(white: 200)
    }
    await host.advance(by: .milliseconds(125))
    #expect(host.terminal.screen[0, 0].background == Color(white: 150))
    host.stop()
  }

  @Test func glyphsAnAppDeclaresItsOwn() {
    let emailField = TextField(placeholder: "Email")
    emailField.frame = Rect(x: 0, y: 0, width: 20, height: 1)
    emailField.leftView = GlyphView(glyph: .mailbox)  // "✉", or "@" without UTF-8
    let host = TestHost(hosting: emailField, glyphSet: .ascii)
    #expect(host.lines[0].hasPrefix(" @"))
  }

  @Test func terminalTheLoopAProgramRunsByHand() async {
    let terminal = InMemoryTerminal(size: Size(width: 20, height: 4))
    terminal.send(.key(.character("a"), modifiers: []))
    terminal.finish()
    var frame = CellBuffer(size: terminal.size)
    var caret: Point?
    for await event in terminal.events {
      // update state, then draw
      if case .input(.key(let press)) = event, case .character(let typed) = press.key {
        frame[0, 0].character = typed
        caret = Point(x: 1, y: 0)
      }
      terminal.present(frame, cursor: caret)
    }
    #expect(terminal.lines[0].hasPrefix("a"))
  }

  @Test func viewControllersLoadTheirViewLazily() {
    let view = StepperButtonsView()
    let stepper = StepperViewController(view: view)
    #expect(!stepper.isViewLoaded, "a view given at init loads when first asked for too")
    #expect(stepper.view === view)
    #expect(stepper.title == "Stepper" && stepper.navigationItem.title == "Stepper")
  }

  @Test func viewControllersSetTheirOwnBarButtons() {
    let log = ActionLog()
    let list = StepperViewController(view: StepperButtonsView())
    list.navigationItem.rightBarButtonItems = [
      BarButtonItem(title: "About") { log.record("about") },
      BarButtonItem(systemItem: .add) { log.record("add") },
    ]
    let navigation = NavigationController(rootViewController: list)
    let host = TestHost(navigation)
    defer { host.stop() }
    host.key(.character("a"), .alt)
    #expect(log.entries == ["about"])
  }

  @Test func viewControllersLetTheStackDecideTheBarButtons() {
    let router = MailRouter()
    let list = InboxViewController()
    let mailNavigation = makeMailNavigation(router: router)
    let navigation = NavigationController(rootViewController: list, navigationSpec: mailNavigation)
    let host = TestHost(navigation)
    defer { host.stop() }
    host.key(.character("+"))
    #expect(router.log == ["new message"])
  }

  @Test func viewControllersPresentAnAlert() async {
    let screen = StepperViewController(view: StepperButtonsView())
    let host = TestHost(screen)
    defer { host.stop() }
    screen.showIncorrectCredentials()
    await host.advance(by: .milliseconds(250))
    #expect(host.text.contains("Incorrect email or password."))
  }

  @Test func viewControllersTheApplication() async {
    let terminal = InMemoryTerminal(size: Size(width: 40, height: 12))
    terminal.finish()
    await runStepper(on: terminal)
    #expect(terminal.lines.joined().contains("+"))
  }

  @Test func viewsARootViewSubclass() {
    let view = StepperButtonsView(frame: Rect(x: 0, y: 0, width: 30, height: 8))
    view.infoText = "Even"
    let host = TestHost(rootView: view, size: Size(width: 30, height: 8))
    defer { host.stop() }
    #expect(host.lines[4].contains("Even"))
  }

  @Test func viewsAnotherHighlightReplacesTheThemes() {
    let theme = Theme.standard
    let emailField = TextField(placeholder: "Email")
    var look = theme.fieldHighlight
    look.highlighted = Color(white: 145)
    let focusHighlight = HighlightBehavior(view: emailField, style: look, trigger: .focus)
    #expect(emailField.highlightBehavior === focusHighlight)
    #expect(emailField.highlightBehavior?.style.highlighted == Color(white: 145))
  }
}

extension StepperViewController {
  /// The view controllers article's alert, as a screen presents it.
  func showIncorrectCredentials() {
    let alert = AlertController(title: "Error", message: "Incorrect email or password.")
    alert.addAction(AlertAction(title: "Close", style: .cancel))
    present(alert, animated: true)
  }
}

/// The view controllers article's run of an application on a terminal.
@MainActor
func runStepper(on terminal: some TerminalDevice) async {
  let navigation = NavigationController(
    rootViewController: StepperViewController(view: StepperButtonsView()))
  let stepperTheme = Theme.standard
  let app = Application(rootViewController: navigation, minimumSize: Size(width: 40, height: 12))
  app.window.theme = stepperTheme
  await app.run(on: terminal)  // returns on Ctrl-C or app.terminate()
}
