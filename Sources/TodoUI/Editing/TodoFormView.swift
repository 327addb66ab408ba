import ThinKit
import ThinTerminal
import Todo

/// The root view of the detail and the Add sheet: a "Task" text field, a "Done?" switch (the
/// detail only) and a due-date field; its keys show in the stack's hint line. Its subviews are
/// private.
///
/// Tab moves between the controls; Return, in the task or the due date, tells its ``delegate``
/// at once (the Add sheet saves, the detail goes back): a save is local and quick, so the keys
/// typed next find the screen already closed, where ThinKit's `FormBehavior` would move field
/// by field and submit in a task. Esc tells the delegate the user wants to leave. A refused
/// title or due day gets the invalid dot and a shake; the dot goes once it changes. The title
/// holds at most `TodoStore.titleLimit` characters: typing or a paste past it is cut, with a
/// shake and "Titles are at most 1000 characters" under the fields until the title changes.
public final class TodoFormView: View, TodoEditorDisplaying, TextFieldDelegate {
  /// Which screen the form is the root view of: the detail shows "Done?".
  public enum Purpose: Sendable {
    case detail
    case add

    /// What Esc does, as its key hint says.
    fileprivate var escapeTitle: String {
      self == .detail ? "save and go back" : "cancel"
    }

    /// What Return in a field does: the detail saves as it goes back, the sheet saves.
    fileprivate var returnKeyType: ReturnKeyType {
      self == .detail ? .done : .save
    }
  }

  /// Who hears Return and Esc: the presenter, connected by the scene.
  public weak var delegate: (any TodoEditorViewDelegate)?

  private let showsDoneSwitch: Bool
  private let titleLabel = Label(text: "Task")
  private let titleField = TextField(placeholder: "What needs doing?")
  private let doneLabel = Label(text: "Done?")
  private let doneSwitch = Switch()
  private let dueLabel = Label(text: "Due")
  private let dueField = DueDateField()
  /// Says why typing or a paste into the title was cut, or that a stored title the field
  /// cannot show exactly is kept as stored, until the title next changes.
  private let limitLabel = Label(text: "")
  private lazy var titleLimitShake = ShakeBehavior(view: titleField)
  private let purpose: Purpose
  private var titleRefusal: InvalidInputBehavior?
  private var dueRefusal: InvalidInputBehavior?

  public init(theme: TodoTheme = .standard, purpose: Purpose) {
    showsDoneSwitch = purpose == .detail
    self.purpose = purpose
    super.init(frame: .zero)
    self.theme = theme.controls
    backgroundColor = theme.controls.background
    titleField.returnKeyType = purpose.returnKeyType
    dueField.returnKeyType = purpose.returnKeyType
    doneLabel.isHidden = !showsDoneSwitch
    doneSwitch.isHidden = !showsDoneSwitch
    limitLabel.textColor = theme.controls.secondaryText
    limitLabel.isHidden = true
    for subview in [titleLabel, titleField, doneLabel, doneSwitch, dueLabel, dueField, limitLabel] {
      addSubview(subview)
    }
    // The store's limit, as the table's check has it (see `TodoStore.titleLimit`).
    titleField.maxLength = TodoStore.titleLimit
    titleField.delegate = self
    titleRefusal = InvalidInputBehavior(view: titleField)
    titleField.addAction(for: .editingChanged) { [weak self] in
      self?.titleRefusal?.isInvalid = false
      self?.limitLabel.isHidden = true
    }
    // The due field's dot follows its own typing again from the next key on.
    dueRefusal = InvalidInputBehavior(view: dueField)
    for field in [titleField, dueField] as [Control] {
      field.addAction(for: .editingDidEndOnExit) { [weak self] in
        self?.delegate?.editorViewDidSubmit()
      }
    }
  }

  /// The task field takes focus when the screen shows, ready for typing.
  override public func didMoveToWindow() {
    if window != nil { titleField.becomeFirstResponder() }
  }

  override public func layoutSubviews() {
    let x = 2
    let fieldX = x + 8
    let fieldWidth = max(0, min(bounds.width - fieldX - 2, 48))
    var y = 1
    for (label, control, width) in [
      (titleLabel, titleField as View, fieldWidth), (doneLabel, doneSwitch, 5),
      (dueLabel, dueField, min(fieldWidth, 30)),
    ] where !label.isHidden {
      label.frame = Rect(x: x, y: y, width: fieldX - x - 1, height: 1)
      control.frame = Rect(x: fieldX, y: y, width: width, height: 1)
      y += 2
    }
    limitLabel.frame = Rect(x: fieldX, y: y, width: fieldWidth, height: 1)
  }

  /// Esc tells the delegate the user wants to leave.
  override public var keyCommands: [KeyCommand] {
    [
      KeyCommand(KeyPress(.escape), title: purpose.escapeTitle) { [weak self] in
        self?.delegate?.editorViewDidAskToLeave()
      }
    ]
  }

  /// What the title field says when typing or a paste went past the limit.
  public static let titleLimitMessage = "Titles are at most \(TodoStore.titleLimit) characters"

  // MARK: TextFieldDelegate

  /// The title was cut at the limit: a shake, and the limit in words under the fields.
  public func textFieldDidCutInput(_ textField: TextField) {
    limitLabel.text = Self.titleLimitMessage
    limitLabel.isHidden = false
    titleLimitShake.shake()
  }

  // MARK: TodoEditorDisplaying

  public var draft: TodoDraft {
    get {
      TodoDraft(
        title: titleField.text, isDone: doneSwitch.isOn, due: dueField.day,
        isDueUnfinished: dueField.hasUnfinishedDay)
    }
    set {
      titleField.text = newValue.title
      doneSwitch.setOn(newValue.isDone, animated: false)
      dueField.day = newValue.due
      titleRefusal?.isInvalid = false
    }
  }

  public var today: CalendarDay {
    get { dueField.today }
    set { dueField.today = newValue }
  }

  public func showInvalidTitle() {
    titleRefusal?.isInvalid = true
    titleField.becomeFirstResponder()
  }

  public func showInvalidDue() {
    dueRefusal?.isInvalid = true
    dueField.becomeFirstResponder()
  }

  public func showNote(_ note: String?) {
    limitLabel.text = note ?? ""
    limitLabel.isHidden = note == nil
  }
}
