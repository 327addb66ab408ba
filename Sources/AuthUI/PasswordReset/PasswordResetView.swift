import Auth
import AuthContract
import ThinKit
import ThinTerminal

/// The forgotten-password sheet's root view: a line of explanation, the email field
/// (prefilled) in a form row that says under it why it was refused, [Cancel] [Send link]; once
/// answered, the answer and [Close].
///
/// Return in the field sends (through a one-field `FormBehavior`, busy while it runs); Esc
/// cancels.
public final class PasswordResetView: View, PasswordResetDisplaying, FormBehaviorDelegate {
  /// The sheet's size: room for the answer to wrap on two lines.
  public static let preferredSize = Size(width: 52, height: 9)

  public weak var delegate: (any PasswordResetViewDelegate)?
  private let titleLabel = Label(text: "Forgotten password?")
  private let messageLabel = Label(text: "Enter your email address to get a reset link.")
  private let emailField = TextField(placeholder: "Email Address")
  private let emailRow: FormRow
  private let cancelButton = Button(title: "Cancel", style: .plain, role: .cancel)
  private let sendButton = Button(title: "Send link", style: .filled)
  private let activityIndicator = ActivityIndicator()
  private let emailValidity: InvalidInputBehavior
  private let form: FormBehavior

  public init(theme: AuthTheme = .standard) {
    emailValidity = InvalidInputBehavior(view: emailField, shake: theme.shake)
    form = FormBehavior(fields: [emailField])
    emailRow = FormRow(control: emailField)
    super.init(frame: .zero)
    form.delegate = self
    self.theme = theme.controls
    backgroundColor = theme.background
    titleLabel.textStyle = .bold
    messageLabel.numberOfLines = 2
    emailRow.errorTextColor = theme.problemText
    emailField.leftView = GlyphView.fieldSymbol(.envelope)
    sendButton.addAction(for: .primaryActionTriggered) { [weak self] in self?.form.submit() }
    cancelButton.addAction(for: .primaryActionTriggered) { [weak self] in self?.form.cancel() }
    for subview in [
      titleLabel, messageLabel, emailRow, cancelButton, sendButton, activityIndicator,
    ] as [View] {
      addSubview(subview)
    }
  }

  public var model = PasswordResetViewModel() {
    didSet {
      if model.email != oldValue.email { emailField.text = model.email }
      emailField.errorText = model.problem
      for control in [emailField, sendButton] as [Control] { control.isEnabled = !model.isBusy }
      model.isBusy ? activityIndicator.startAnimating() : activityIndicator.stopAnimating()
      if let answer = model.answer, answer != oldValue.answer {
        showAnswer(answer)
      } else if oldValue.isBusy, !model.isBusy, model.answer == nil {
        // The field gave up focus while disabled; without an answer the user types again.
        emailField.becomeFirstResponder()
      }
    }
  }

  public var isEmailInvalid: Bool {
    get { emailValidity.isInvalid }
    set { emailValidity.isInvalid = newValue }
  }

  /// The field takes focus when the sheet shows.
  override public func didMoveToWindow() {
    if window != nil, model.answer == nil { emailField.becomeFirstResponder() }
  }

  /// Esc cancels (or closes, once answered).
  override public var keyCommands: [KeyCommand] {
    [KeyCommand(KeyPress(.escape), title: "cancel") { [weak self] in self?.form.cancel() }]
  }

  override public func layoutSubviews() {
    let width = max(0, bounds.width - 4)
    titleLabel.frame = Rect(x: 2, y: 1, width: width, height: 1)
    let row = bounds.height - 2
    // Once answered, the answer wraps into every row down to the button's.
    let messageRows = emailRow.isHidden ? max(2, row - 3) : 2
    messageLabel.numberOfLines = messageRows
    messageLabel.frame = Rect(x: 2, y: 2, width: width, height: messageRows)
    if let answer = model.answer {
      messageLabel.text = fitted(answer, width: width, lines: messageRows)
    }
    // The row's refusal wraps onto a second line at most, above the buttons.
    emailRow.frame = Rect(x: 2, y: 4, width: width, height: min(3, max(0, bounds.height - 6)))
    let sendWidth = sendButton.sizeThatFits(Size(width: width, height: 1)).width + 2
    let cancelWidth = cancelButton.sizeThatFits(Size(width: width, height: 1)).width
    sendButton.frame = Rect(x: bounds.width - 2 - sendWidth, y: row, width: sendWidth, height: 1)
    // Once answered, Close stands alone where Send was.
    let cancelRight = sendButton.isHidden ? bounds.width - 2 : sendButton.frame.minX - 1
    cancelButton.frame = Rect(x: cancelRight - cancelWidth, y: row, width: cancelWidth, height: 1)
    activityIndicator.frame = Rect(x: 2, y: row, width: 1, height: 1)
  }

  /// The answer as it fits `lines` lines of `width` columns: whole, or with the middle of a
  /// long address given up to "…", so that the sentence's end — what happens — always shows.
  private func fitted(_ answer: String, width: Int, lines: Int) -> String {
    let sizer = Label(text: answer)
    sizer.numberOfLines = 0
    sizer.lineBreakMode = .byWordWrapping
    func fits(_ text: String) -> Bool {
      sizer.text = text
      return sizer.sizeThatFits(Size(width: width, height: Int.max)).height <= lines
    }
    // The address as the presenter sent it; an answer not made from it is shown as it came.
    let email = Array(CredentialRules.normalizedEmail(emailField.text))
    guard !fits(answer), answer == PasswordResetPresenter.answer(for: String(email)) else {
      return answer
    }
    let ellipsis = symbol(for: .ellipsis)
    for kept in stride(from: email.count - 1, to: 1, by: -1) {
      let shortened = email.prefix((kept + 1) / 2) + Array(ellipsis) + email.suffix(kept / 2)
      let candidate = PasswordResetPresenter.answer(for: String(shortened))
      if fits(candidate) { return candidate }
    }
    return answer
  }

  public func formDidSubmit(_ form: FormBehavior) async {
    await delegate?.passwordResetView(self, didSubmitEmail: emailField.text)
  }

  public func formDidCancel(_ form: FormBehavior) {
    delegate?.passwordResetViewDidFinish(self)
  }

  /// The answer replaces the explanation; the field and Send go; Cancel becomes Close.
  private func showAnswer(_ answer: String) {
    messageLabel.text = answer
    emailRow.isHidden = true
    sendButton.isHidden = true
    cancelButton.title = "Close"
    setNeedsLayout()
    cancelButton.becomeFirstResponder()
  }
}
