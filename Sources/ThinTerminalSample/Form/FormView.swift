import ThinKit
import ThinTerminal

/// What the form view tells about a submission that passed its checks.
@MainActor
protocol FormViewDelegate: AnyObject {
  func formView(_ formView: FormView, didSubmit entry: FormEntry)
}

/// The form screen's root view: a name field, a secure password field and a Submit button,
/// wired with ThinKit behaviors only.
///
/// - Focus highlights are the fields' own `HighlightBehavior` (the theme's field highlight).
/// - A `FormBehavior` knows the field order: Down and Up move between the fields, Return moves
///   on and Return in the password field submits, as the button does. Tab reaches the button
///   too (the window's focus order).
/// - An empty field gets an `InvalidInputBehavior`'s red dot and shake when submitted; typing
///   in it clears the dot.
final class FormView: ScreenView, FormBehaviorDelegate {
  weak var delegate: (any FormViewDelegate)?

  private let intro = Label(text: "Both fields are required.")
  private let nameLabel = Label(text: "Name")
  private let passwordLabel = Label(text: "Password")
  private let nameField = TextField(placeholder: "Your name")
  private let passwordField = TextField(placeholder: "At least one character")
  private let submitButton = Button(title: "Submit")
  private let nameInvalid: InvalidInputBehavior
  private let passwordInvalid: InvalidInputBehavior
  private let form: FormBehavior

  override init(theme: SampleTheme) {
    nameInvalid = InvalidInputBehavior(view: nameField)
    passwordInvalid = InvalidInputBehavior(view: passwordField)
    form = FormBehavior(fields: [nameField, passwordField])
    super.init(theme: theme)
    form.delegate = self
    passwordField.isSecureTextEntry = true
    intro.textAlignment = .center
    for subview in [intro, nameLabel, nameField, passwordLabel, passwordField, submitButton] {
      addSubview(subview)
    }
    submitButton.addAction(for: .primaryActionTriggered) { [weak self] in self?.form.submit() }
    nameField.addAction(for: .editingChanged) { [weak self] in self?.nameInvalid.isInvalid = false }
    passwordField.addAction(for: .editingChanged) { [weak self] in
      self?.passwordInvalid.isInvalid = false
    }
  }

  /// The name field takes focus when the screen shows, as a form's first field does on iOS.
  override func didMoveToWindow() {
    if window != nil, window?.firstResponder == nil { nameField.becomeFirstResponder() }
  }

  /// A column 44 cells wide, centred: labels on the left, fields after them, the button under
  /// the fields.
  override func layoutSubviews() {
    let width = min(bounds.width - 2, 44)
    let x = (bounds.width - width) / 2
    let fieldX = x + 10
    let fieldWidth = width - 10
    intro.frame = Rect(x: x, y: 1, width: width, height: 1)
    nameLabel.frame = Rect(x: x, y: 3, width: 9, height: 1)
    nameField.frame = Rect(x: fieldX, y: 3, width: fieldWidth, height: 1)
    passwordLabel.frame = Rect(x: x, y: 5, width: 9, height: 1)
    passwordField.frame = Rect(x: fieldX, y: 5, width: fieldWidth, height: 1)
    submitButton.frame = Rect(x: fieldX, y: 7, width: 12, height: 1)
  }

  /// Down and Up move through the fields in the form's order.
  override func pressesBegan(_ press: KeyPress) {
    switch (press.key, press.modifiers) {
    case (.down, []): form.next()
    case (.up, []): form.previous()
    default: super.pressesBegan(press)
    }
  }

  /// Marks every empty field and focuses the first, or hands the entry to the delegate.
  func formDidSubmit(_ form: FormBehavior) async {
    nameInvalid.isInvalid = nameField.text.allSatisfy(\.isWhitespace)
    passwordInvalid.isInvalid = passwordField.text.isEmpty
    if nameInvalid.isInvalid {
      nameField.becomeFirstResponder()
    } else if passwordInvalid.isInvalid {
      passwordField.becomeFirstResponder()
    } else {
      delegate?.formView(
        self, didSubmit: FormEntry(name: nameField.text, passwordLength: passwordField.text.count))
    }
  }
}
