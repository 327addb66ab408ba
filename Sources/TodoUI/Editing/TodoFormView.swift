import ThinKit
import ThinTerminal
import Todo

/// The root view of the detail and the Add sheet: form rows of a "Task" text field, a "Done?"
/// switch (the detail only) and a due-date field, each saying under it why its input was
/// refused; its keys show in the stack's hint line. Its subviews are private.
///
/// Tab moves between the controls; Return, in the task or the due date, tells its ``delegate``
/// at once (the Add sheet saves, the detail goes back): a save is local and quick, so the keys
/// typed next find the screen already closed, where ThinKit's `FormBehavior` would move field
/// by field and submit in a task. Esc tells the delegate the user wants to leave. A refused
/// title or due day gets the invalid dot, a shake and the reason under it ("A task needs a
/// title"); they go once it changes. The title holds at most `TodoStore.titleLimit`
/// characters: typing or a paste past it is cut, with a shake and "Titles are at most 1000
/// characters" under it until the title changes. The due field words its own refusals.
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

  private let titleField = TextField(placeholder: "What needs doing?")
  private let doneSwitch = Switch()
  private let dueField = DueDateField()
  private let rows: [FormRow]
  private lazy var titleLimitShake = ShakeBehavior(view: titleField)
  private let purpose: Purpose
  private var titleRefusal: InvalidInputBehavior?
  private var dueRefusal: InvalidInputBehavior?

  public init(theme: TodoTheme = .standard, purpose: Purpose) {
    self.purpose = purpose
    rows = [
      FormRow(title: "Task", control: titleField, titleWidth: 8),
      FormRow(title: "Done?", control: doneSwitch, titleWidth: 8),
      FormRow(title: "Due", control: dueField, titleWidth: 8),
    ]
    super.init(frame: .zero)
    self.theme = theme.controls
    backgroundColor = theme.controls.background
    titleField.returnKeyType = purpose.returnKeyType
    dueField.returnKeyType = purpose.returnKeyType
    rows[1].isHidden = purpose != .detail
    for row in rows { addSubview(row) }
    // The store's limit, as the table's check has it (see `TodoStore.titleLimit`).
    titleField.maxLength = TodoStore.titleLimit
    titleField.delegate = self
    titleRefusal = InvalidInputBehavior(view: titleField)
    titleField.addAction(for: .editingChanged) { [weak self] in
      self?.titleRefusal?.isInvalid = false
      self?.titleField.errorText = nil
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

  /// The rows one under another from the second line, two cells in from the left, the
  /// fields at most 48 wide.
  override public func layoutSubviews() {
    let width = max(0, min(bounds.width - 4, 8 + 48))
    var y = 1
    for row in rows where !row.isHidden {
      let height = row.sizeThatFits(Size(width: width, height: max(0, bounds.height - y))).height
      row.frame = Rect(x: 2, y: y, width: width, height: height)
      y += height
    }
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

  /// What the title field says when a blank title is refused.
  public static let blankTitleMessage = "A task needs a title"

  // MARK: TextFieldDelegate

  /// The title was cut at the limit: a shake, and the limit in words under it.
  public func textFieldDidCutInput(_ textField: TextField) {
    titleField.errorText = Self.titleLimitMessage
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
      titleField.errorText = nil
    }
  }

  public var today: CalendarDay {
    get { dueField.today }
    set { dueField.today = newValue }
  }

  public func showInvalidTitle() {
    titleRefusal?.isInvalid = true
    titleField.errorText = Self.blankTitleMessage
    titleField.becomeFirstResponder()
  }

  public func showInvalidDue() {
    dueRefusal?.isInvalid = true
    dueField.explainUnfinishedDay()
    dueField.becomeFirstResponder()
  }

  /// A stored title the field cannot show exactly is kept as stored: said under the title
  /// until it next changes.
  public func showNote(_ note: String?) {
    titleField.errorText = note
  }
}
