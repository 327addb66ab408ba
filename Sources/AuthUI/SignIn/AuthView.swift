import Auth
import ThinKit
import ThinTerminal

/// The sign-in screen's root view: the email and password fields with their glyphs, each in a
/// form row that says under it why its input was refused, LOG IN, "Forgotten password?", an
/// activity indicator and the hint line, centred on a dark screen.
///
/// It owns layout, colors and the behaviors, made before `super.init` and kept in `let`s: the
/// red dot and shake of invalid fields (`InvalidInputBehavior`) and the field order and submit
/// (`FormBehavior`: Down next, Up previous, Return moves on then submits, and never twice at
/// once); Tab reaches every control, LOG IN and "Forgotten password?" included, and Return on
/// a focused button presses it. A refused submit puts focus in the first marked field. The fields' focus highlight and LOG IN's press highlight are the
/// controls' own, from the theme. Esc, or a click on the background, ends editing. Its
/// subviews are private; its presenter sees ``SignInDisplaying``.
public final class AuthView: View, SignInDisplaying, FormBehaviorDelegate {
  public weak var delegate: (any SignInViewDelegate)?
  private let authTheme: AuthTheme
  private let emailField = TextField(placeholder: "Email Address")
  private let passwordField = TextField(placeholder: "Password")
  private let logInButton = Button(title: "LOG IN", style: .filled)
  private let forgottenButton = Button(title: "Forgotten password?", style: .plain)
  private let activityIndicator = ActivityIndicator()
  private let hintLabel = Label()
  private let emailRow: FormRow
  private let passwordRow: FormRow
  private let emailValidity: InvalidInputBehavior
  private let passwordValidity: InvalidInputBehavior
  private let form: FormBehavior
  /// The field that had focus when the form turned busy, to give it back afterwards.
  private weak var focusBeforeBusy: TextField?

  public init(theme: AuthTheme = .standard) {
    authTheme = theme
    emailValidity = InvalidInputBehavior(view: emailField, shake: theme.shake)
    passwordValidity = InvalidInputBehavior(view: passwordField, shake: theme.shake)
    form = FormBehavior(fields: [emailField, passwordField])
    emailRow = FormRow(control: emailField)
    passwordRow = FormRow(control: passwordField)
    super.init(frame: .zero)
    form.delegate = self
    self.theme = theme.controls
    backgroundColor = theme.background
    emailField.leftView = GlyphView.fieldSymbol(.envelope)
    passwordField.leftView = GlyphView.fieldSymbol(.lock)
    passwordField.isSecureTextEntry = true
    emailField.returnKeyType = .next
    passwordField.returnKeyType = .go
    hintLabel.textColor = theme.link
    hintLabel.textAlignment = .center
    hintLabel.numberOfLines = 2
    for row in [emailRow, passwordRow] { row.errorTextColor = theme.problemText }
    logInButton.addAction(for: .primaryActionTriggered) { [weak self] in self?.form.submit() }
    forgottenButton.addAction(for: .primaryActionTriggered) { [weak self] in
      guard let self else { return }
      delegate?.signInView(self, didAskForPasswordResetFor: emailField.text)
    }
    for subview in [
      emailRow, passwordRow, logInButton, activityIndicator, forgottenButton, hintLabel,
    ] as [View] {
      addSubview(subview)
    }
  }

  public var model = SignInViewModel() {
    didSet {
      if model.email != oldValue.email { emailField.text = model.email }
      hintLabel.text = model.hint ?? ""
      placeProblem()
      if model.isBusy != oldValue.isBusy { showBusy(model.isBusy) }
    }
  }

  /// Marking a field also moves focus to the first marked field, so that what is typed next
  /// corrects it.
  public var isEmailInvalid: Bool {
    get { emailValidity.isInvalid }
    set {
      emailValidity.isInvalid = newValue
      placeProblem()
      focusFirstInvalidField()
    }
  }

  public var isPasswordInvalid: Bool {
    get { passwordValidity.isInvalid }
    set {
      passwordValidity.isInvalid = newValue
      placeProblem()
      focusFirstInvalidField()
    }
  }

  /// The refusal goes under the email when it is marked, else under the password.
  private func placeProblem() {
    let underEmail = emailValidity.isInvalid
    emailField.errorText = underEmail ? model.problem : nil
    passwordField.errorText = underEmail ? nil : model.problem
  }

  private func focusFirstInvalidField() {
    let marked = [(emailField, emailValidity), (passwordField, passwordValidity)]
    marked.first { $0.1.isInvalid }?.0.becomeFirstResponder()
  }

  public func clearPassword() {
    passwordField.text = ""
  }

  /// The form behind the fields: its busy state and its submission in flight, for tests.
  var formBehavior: FormBehavior { form }

  /// Down and Up move between the fields, Esc ends editing; Tab is the window's, through
  /// every control in reading order (fields, LOG IN, "Forgotten password?"). Other keys go up
  /// the chain (Esc without a field in focus goes back).
  override public var keyCommands: [KeyCommand] {
    var commands = [
      KeyCommand(KeyPress(.down), title: "next field", isHinted: false) { [weak self] in
        self?.form.next()
      },
      KeyCommand(KeyPress(.up), title: "previous field", isHinted: false) { [weak self] in
        self?.form.previous()
      },
    ]
    if form.focusedIndex != nil {
      commands.append(
        KeyCommand(KeyPress(.escape), title: "end editing", isHinted: false) { [weak self] in
          self?.form.endEditing()
        })
    }
    return commands
  }

  /// The email field takes focus when the screen shows, or the password field when the email
  /// is already filled in.
  override public func didMoveToWindow() {
    guard window != nil, form.focusedIndex == nil, !model.isBusy else { return }
    (emailField.hasText ? passwordField : emailField).becomeFirstResponder()
  }

  /// A column at most 48 wide with margins of up to 10 cells: the two fields' rows (each with
  /// the line under it for its refusal), LOG IN, the spinner, the link, and the hint under
  /// them, centred as one block. On a short screen the block rises, then the blank line over the
  /// hint goes, then the hint's lines: nothing is drawn past the view, on the key hints' row.
  override public func layoutSubviews() {
    let width = min(48, max(bounds.width - 20, min(24, bounds.width - 2)))
    let x = (bounds.width - width) / 2
    let rows = [emailRow, passwordRow]
    let heights = rows.map { $0.sizeThatFits(Size(width: width, height: bounds.height)).height }
    // Under the rows: LOG IN, the spinner's line, the link, a blank line, two lines of hint.
    var y = max(0, min((bounds.height - 10) / 2, bounds.height - heights.reduce(0, +) - 6))
    for (row, height) in zip(rows, heights) {
      row.frame = Rect(x: x, y: y, width: width, height: height)
      y += height
    }
    logInButton.frame = Rect(x: x, y: y, width: width, height: 1)
    y += 2
    activityIndicator.frame = Rect(x: bounds.width / 2, y: y - 1, width: 1, height: 1)
    let linkWidth = forgottenButton.sizeThatFits(Size(width: width, height: 1)).width
    forgottenButton.frame = Rect(
      x: (bounds.width - linkWidth) / 2, y: y, width: linkWidth, height: 1)
    let hintWidth = min(bounds.width - 2, 64)
    let hintY = max(y + 1, min(y + 2, bounds.height - 2))
    hintLabel.frame = Rect(
      x: (bounds.width - hintWidth) / 2, y: hintY, width: hintWidth,
      height: max(0, min(2, bounds.height - hintY)))
  }

  public func formDidSubmit(_ form: FormBehavior) async {
    await delegate?.signInView(self, didSubmitEmail: emailField.text, password: passwordField.text)
  }

  /// Busy: the spinner turns and every control is disabled, so the form ignores input; then
  /// the field that had focus gets it back.
  private func showBusy(_ busy: Bool) {
    if busy { focusBeforeBusy = [emailField, passwordField].first { $0.isFirstResponder } }
    for control in [emailField, passwordField, logInButton, forgottenButton] as [Control] {
      control.isEnabled = !busy
    }
    if busy {
      activityIndicator.startAnimating()
    } else {
      activityIndicator.stopAnimating()
      focusBeforeBusy?.becomeFirstResponder()
      focusBeforeBusy = nil
    }
  }
}
