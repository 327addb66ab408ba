import Testing
import ThinKit
import ThinTerminalTesting

@testable import ThinTerminal

/// A form built the ThinKit way and run in an application on an in-memory terminal with a test
/// clock: the behaviors (form order, highlight, invalid input) drive real ThinTerminal controls,
/// and every check reads the screen.
@Suite @MainActor struct FormEndToEndTests {
  /// The highlight the form attaches to its fields, unlike the theme's so that the screen
  /// shows whose colors are drawn.
  private static let fieldHighlight = HighlightStyle(
    normal: Color(white: 103), highlighted: Color(white: 145), duration: .milliseconds(250))

  @Test func tabTypeReturnSubmitInvalidShakeAndSubmitOnce() async {
    let gate = Gate()
    var sent: [String] = []
    let view = SignUpView(highlight: Self.fieldHighlight) { email, password in
      sent.append("\(email)/\(password.count)")
      await gate.wait()
    }
    let host = TestHost(rootView: view, size: Size(width: 30, height: 8))
    // 120 frames per second: half the highlight (0.125 s) and every key time of the shake
    // (multiples of 1/30 s) fall on a frame.
    host.app.preferredFramesPerSecond = 120
    let (normal, focused) = (Color(white: 103), Color(white: 145))
    func background(row: Int) -> Color { host.terminal.screen[10, row].background }

    // Tab focuses the first field; its background animates over the implicit duration.
    host.key(.tab)
    #expect(view.email.isFirstResponder)
    #expect(background(row: 1) == normal)
    await host.advance(by: .milliseconds(125))
    let halfway = normal.interpolated(
      to: focused, fraction: TimingCurve.easeInEaseOut.progress(at: 0.5))
    #expect(background(row: 1) == halfway)
    #expect(halfway == Color(white: 124))
    await host.advance(by: .milliseconds(125))
    #expect(background(row: 1) == focused)

    // Typing shows the text; Return moves to the next field.
    host.type("me@example.com")
    #expect(host.lines[1] == "   me@example.com" + String(repeating: " ", count: 13))
    host.key(.enter)
    #expect(view.password.isFirstResponder)
    await host.advance(by: .milliseconds(300))
    #expect(background(row: 1) == normal)
    #expect(background(row: 3) == focused)

    // Return on the last field submits; the empty password is marked and shaken.
    host.key(.enter)
    await view.form.currentSubmission?.value
    await host.advance(by: .zero)
    #expect(sent.isEmpty)
    let rest = host.lines[3]
    // The dot sits at the field's right edge (x 2–21), before its last cell of padding.
    #expect(
      rest == "   Password" + String(repeating: " ", count: 9) + "●"
        + String(repeating: " ", count: 9))
    #expect(host.terminal.screen[20, 3].foreground == Theme.standard.invalidIndicator)
    // Offsets 2 × [1, −0.8, 0.4, 0] at key times 1/6, 3/6, 5/6, 1 of 0.2 s, in whole cells.
    var shifts: [Int] = []
    for step in [1, 2, 2, 1] {
      await host.advance(by: .milliseconds(200) / 6 * step)
      shifts.append(shift(of: rest, in: host.lines[3]))
    }
    #expect(shifts == [2, -2, 1, 0])

    // Filled in, Return submits once, however often it is pressed while the submit runs.
    host.type("secret")
    host.key(.enter)
    await host.waitUntilIdle()
    #expect(sent.count == 1)
    host.key(.enter)
    host.key(.enter)
    #expect(view.form.isBusy)
    #expect(!host.text.contains("●"))
    gate.open()
    await view.form.currentSubmission?.value
    #expect(!view.form.isBusy)
    #expect(sent == ["me@example.com/6"])
  }

  /// How many columns `line` is `original` moved right (negative: left), by where the
  /// placeholder starts.
  private func shift(of original: String, in line: String) -> Int {
    func start(_ text: String) -> Int {
      text.distance(from: text.startIndex, to: text.range(of: "Password")!.lowerBound)
    }
    return start(line) - start(original)
  }
}

/// The view of a small sign-up form: two fields and a submit button, wired with ThinKit
/// behaviors only. Tab and Down go to the next field, Shift-Tab and Up to the previous one.
@MainActor
private final class SignUpView: View, FormBehaviorDelegate {
  let email = TextField(placeholder: "Email")
  let password = TextField(placeholder: "Password")
  let submitButton = Button(title: "Sign up")
  let form: FormBehavior
  private let emailInvalid: InvalidInputBehavior
  private let passwordInvalid: InvalidInputBehavior
  private let send: @MainActor (String, String) async -> Void

  init(highlight: HighlightStyle, send: @escaping @MainActor (String, String) async -> Void) {
    self.send = send
    emailInvalid = InvalidInputBehavior(view: email)
    passwordInvalid = InvalidInputBehavior(view: password)
    form = FormBehavior(fields: [email, password])
    super.init(frame: .zero)
    form.delegate = self
    password.isSecureTextEntry = true
    for field in [email, password] {
      addSubview(field)
      // The field keeps it: it replaces the theme's highlight.
      _ = HighlightBehavior(view: field, style: highlight, trigger: .focus)
    }
    addSubview(submitButton)
    submitButton.addAction(for: .primaryActionTriggered) { [weak self] in self?.form.submit() }
  }

  override func layoutSubviews() {
    email.frame = Rect(x: 2, y: 1, width: 20, height: 1)
    password.frame = Rect(x: 2, y: 3, width: 20, height: 1)
    submitButton.frame = Rect(x: 2, y: 5, width: 11, height: 1)
  }

  override func pressesBegan(_ press: KeyPress) {
    switch (press.key, press.modifiers) {
    case (.tab, []), (.down, []): form.next()
    case (.tab, .shift), (.up, []): form.previous()
    default: super.pressesBegan(press)
    }
  }

  /// Marks the first empty field, or sends both.
  func formDidSubmit(_ form: FormBehavior) async {
    emailInvalid.isInvalid = email.text.isEmpty
    passwordInvalid.isInvalid = !email.text.isEmpty && password.text.isEmpty
    guard !email.text.isEmpty, !password.text.isEmpty else { return }
    await send(email.text, password.text)
  }
}

/// Holds a submit "in flight" until the test opens it: idle meanwhile, as a request a server
/// has not answered yet is to the test.
@MainActor
private final class Gate {
  private var continuation: TrackedContinuation<Void>?

  func wait() async {
    await withTrackedContinuation { continuation = $0 }
  }

  func open() {
    continuation?.resume()
    continuation = nil
  }
}
