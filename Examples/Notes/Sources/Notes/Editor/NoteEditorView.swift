import ThinKit
import ThinTerminal

/// The editor's root view: the title and the text, each in a form row. Return in the title
/// moves to the text; Return in the text saves, never twice at once. A refused title says why
/// under its field, with the invalid dot and a shake.
final class NoteEditorView: View, NoteEditorDisplaying, FormBehaviorDelegate {
  weak var delegate: (any NoteEditorViewDelegate)?
  private let titleField = TextField(placeholder: "Title")
  private let textField = TextField(placeholder: "A line about it")
  private let titleRow: FormRow
  private let textRow: FormRow
  private let titleValidity: InvalidInputBehavior
  private let form: FormBehavior

  override init(frame: Rect = .zero) {
    titleRow = FormRow(title: "Title", control: titleField, titleWidth: 6)
    textRow = FormRow(title: "Note", control: textField, titleWidth: 6)
    titleValidity = InvalidInputBehavior(view: titleField)
    form = FormBehavior(fields: [titleField, textField])
    super.init(frame: frame)
    form.delegate = self
    titleField.maxLength = NoteTitle.maximumLength + 10
    textField.returnKeyType = .save
    addSubview(titleRow)
    addSubview(textRow)
  }

  var titleText: String {
    get { titleField.text }
    set { titleField.text = newValue }
  }

  var noteText: String {
    get { textField.text }
    set { textField.text = newValue }
  }

  var titleProblem: String? {
    get { titleField.errorText }
    set {
      titleField.errorText = newValue
      titleValidity.isInvalid = newValue != nil
      // The field that said no takes the keys, wherever Return was pressed.
      if newValue != nil { titleField.becomeFirstResponder() }
    }
  }

  /// Saves what the fields say, as Return in the last one does: for the Save button.
  func submit() {
    form.submit()
  }

  /// The title takes focus when the editor shows.
  override func didMoveToWindow() {
    if window != nil { titleField.becomeFirstResponder() }
  }

  override func layoutSubviews() {
    let width = max(0, min(bounds.width - 4, 60))
    let fitting = Size(width: width, height: bounds.height)
    let titleHeight = titleRow.sizeThatFits(fitting).height
    titleRow.frame = Rect(x: 2, y: 1, width: width, height: titleHeight)
    let textHeight = textRow.sizeThatFits(fitting).height
    textRow.frame = Rect(x: 2, y: 1 + titleHeight, width: width, height: textHeight)
  }

  func formDidSubmit(_ form: FormBehavior) async {
    await delegate?.noteEditorView(didSubmitTitle: titleField.text, text: textField.text)
  }
}
