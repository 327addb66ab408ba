import ThinKit
import ThinTerminal

/// The settings form's root view: the work minutes in a form row, which says under the field
/// why they were refused (with the invalid dot and a shake). Return saves, never twice at once.
final class SettingsView: View, SettingsDisplaying, FormBehaviorDelegate {
  weak var delegate: (any SettingsViewDelegate)?
  private let minutesField = TextField(placeholder: "minutes")
  private let minutesRow: FormRow
  private let minutesValidity: InvalidInputBehavior
  private let form: FormBehavior

  override init(frame: Rect = .zero) {
    minutesRow = FormRow(title: "Work minutes", control: minutesField)
    minutesValidity = InvalidInputBehavior(view: minutesField)
    form = FormBehavior(fields: [minutesField])
    super.init(frame: frame)
    form.delegate = self
    minutesField.returnKeyType = .save
    addSubview(minutesRow)
  }

  var minutesText: String {
    get { minutesField.text }
    set { minutesField.text = newValue }
  }

  var minutesProblem: String? {
    get { minutesField.errorText }
    set {
      minutesField.errorText = newValue
      minutesValidity.isInvalid = newValue != nil
      // A click on Save took the keys off the field: refused, it takes them back.
      if newValue != nil { minutesField.becomeFirstResponder() }
    }
  }

  /// Saves what the field says, as Return does: for the Save button.
  func submit() {
    form.submit()
  }

  /// The field takes focus when the form shows.
  override func didMoveToWindow() {
    if window != nil { minutesField.becomeFirstResponder() }
  }

  override func layoutSubviews() {
    let width = max(0, min(bounds.width - 4, 48))
    let height = minutesRow.sizeThatFits(Size(width: width, height: bounds.height)).height
    minutesRow.frame = Rect(x: 2, y: 1, width: width, height: height)
  }

  func formDidSubmit(_ form: FormBehavior) async {
    await delegate?.settingsView(didSubmitMinutes: minutesField.text)
  }
}
