import ThinKit
import ThinTerminal
import Todo

/// A due-date field made for the keyboard: `+` and `-` move the day by one (from today when
/// there is none), digits type it as `YYYY-MM-DD` (the dashes come by themselves), Backspace
/// erases digit by digit down to no date, Delete clears it. Beside the date it says how far
/// away the day is ("Tomorrow", "In 4 days").
///
/// A key it cannot use shakes it, a ninth digit too; a day that does not exist (2025-02-30)
/// shows the invalid dot. Typing that is not a whole day is never taken for one: ``day`` stays
/// the last whole day shown, ``hasUnfinishedDay`` says so (a form refuses to save), and leaving
/// the field drops the typing for that day, with a shake. Each refusal is said in words in
/// ``Control/errorText`` (its ``FormRow`` shows it), until the next key the field takes. A
/// character that is no part of a day (the `/` of `1/15/2027`) also refuses what is typed after
/// it, until Backspace, Delete, `+`/`-` or leaving the field: the rest of a day typed in another
/// format never becomes a day unseen. Its hints name its keys: `0-9` `YYYY-MM-DD`, `+`/`-` move
/// the day. The rules are `DueDateEntry`'s; this control draws them and takes the keys, as a
/// text field does: focus highlights it (the theme's `fieldHighlight`, through its
/// `.editingDidBegin` and `.editingDidEnd` events) and shows a caret after the text; Return
/// reports `.editingDidEndOnExit` for a form; Tab, Esc, Up and Down go up the chain.
public final class DueDateField: Control, KeyInput, FormField, InvalidInputIndicating {
  /// The day relative dates are said from.
  public var today = CalendarDay(year: 2000, month: 1, day: 1)! {
    didSet { setNeedsDisplay() }
  }

  /// What the field shows without a date.
  public var placeholder = "No due date" {
    didSet { setNeedsDisplay() }
  }

  public var showsInvalidIndicator = false {
    didSet {
      guard showsInvalidIndicator != oldValue else { return }
      setNeedsDisplay()
      postApplicationEvent(.invalidIndicatorDidChange(self))
    }
  }

  private var entry = DueDateEntry() {
    didSet {
      showsInvalidIndicator = entry.isInvalid
      errorText = entry.isInvalid ? DueDateRefusal.noSuchDay(entry.text).sentence : nil
      if entry.day != oldValue.day { sendActions(for: .valueChanged) }
      setNeedsDisplay()
    }
  }

  private lazy var refusal = ShakeBehavior(view: self)

  /// Set by a character that is no part of a day: typing is refused until it is cleared.
  private var isRefusingTyping = false

  override public init(frame: Rect = .zero) {
    super.init(frame: frame)
  }

  /// The due day (the last good one while a day is being typed); nil for none.
  public var day: CalendarDay? {
    get { entry.day }
    set { entry = DueDateEntry(day: newValue) }
  }

  public var hasText: Bool { !entry.text.isEmpty }

  /// Whether what is typed is not a whole day (yet): ``day`` is then the day before.
  public var hasUnfinishedDay: Bool { entry.isUnfinished }

  override public var focusesOnClick: Bool { true }
  override public var defaultHighlightStyle: HighlightStyle? { theme.fieldHighlight }
  override public var defaultHighlightTrigger: HighlightTrigger { .focus }

  override public var caretPosition: Point? {
    guard isFirstResponder else { return nil }
    return Point(x: 1 + TextWidth.columns(of: entry.text), y: bounds.height / 2)
  }

  /// Takes focus and sends `.editingDidBegin` (which highlights it), as a text field.
  @discardableResult
  override public func becomeFirstResponder() -> Bool {
    if isFirstResponder { return true }
    guard super.becomeFirstResponder() else { return false }
    sendActions(for: .editingDidBegin)
    return true
  }

  /// Leaving the field ends typing (an unfinished day is dropped with a shake) and sends
  /// `.editingDidEnd`. Focus taken away (an alert over the screen) keeps the typing, for when
  /// it comes back.
  @discardableResult
  override public func resignFirstResponder() -> Bool {
    let isForced = window?.isForcingResignation ?? false
    guard isFirstResponder, super.resignFirstResponder() else { return !isFirstResponder }
    if !isForced {
      isRefusingTyping = false
      commitTyping()
    }
    sendActions(for: .editingDidEnd)
    return true
  }

  public func insertText(_ text: String) {
    for character in text where isRefusingTyping || !entry.type(character, today: today) {
      let isDigit = character.isASCII && character.isNumber
      if !isDigit { isRefusingTyping = true }
      refuse(isRefusingTyping ? .notADigit : .full)
      return
    }
  }

  /// Says why a form refuses the typing (not a whole day yet), unless the field already says
  /// the day does not exist.
  public func explainUnfinishedDay() {
    guard entry.isUnfinished, !entry.isInvalid else { return }
    errorText = DueDateRefusal.unfinished.sentence
  }

  public func deleteBackward() {
    isRefusingTyping = false
    entry.deleteBackward()
  }

  /// What Return does here, as its key hint says it.
  public var returnKeyType = ReturnKeyType.default

  /// Return reports the day, digits type it, `+`/`-` move it: all named in the hints, Return
  /// first, so that a narrow hint line keeps it.
  override public var keyCommands: [KeyCommand] {
    [
      returnKeyType.keyCommand { [weak self] in
        // Typing stays as it is: the form decides whether an unfinished day refuses the save.
        self?.sendActions(for: [.editingDidEndOnExit, .primaryActionTriggered])
      },
      KeyCommand(
        "0123456789".map { KeyPress(.character($0)) }, title: "YYYY-MM-DD", keyLabel: "0-9"
      ) { [weak self] press in
        if case .character(let digit) = press.key { self?.insertText(String(digit)) }
      },
      KeyCommand(
        [KeyPress(.character("+")), KeyPress(.character("-"))], title: "move the day",
        keyLabel: "+/-"
      ) { [weak self] press in
        self?.isRefusingTyping = false
        if case .character(let sign) = press.key { self?.insertText(String(sign)) }
      },
    ]
  }

  override public func pressesBegan(_ press: KeyPress) {
    switch press.key {
    case .character(let character)
    where press.modifiers.isSubset(of: .shift) && character != "+" && character != "-":
      insertText(String(character))
    case .backspace where press.modifiers.isEmpty:
      deleteBackward()
    case .delete where press.modifiers.isEmpty:
      isRefusingTyping = false
      entry.clear()
    default:
      super.pressesBegan(press)
    }
  }

  /// Room for a day and how far away it is ("2026-03-04  In 365 days"): 30 columns at most.
  override public func sizeThatFits(_ size: Size) -> Size {
    Size(width: min(size.width, 30), height: 1)
  }

  /// The date (or what is typed), then how far away it is; the placeholder without one; the
  /// caret after the text while focused.
  override public func draw(in context: inout DrawingContext) {
    let theme: Theme = self.theme
    let y = context.size.height / 2
    let text = entry.text
    if text.isEmpty {
      context.draw(
        placeholder, at: Point(x: 1, y: y), foreground: theme.placeholder,
        style: shouldDifferentiateWithoutColor ? .placeholderWithoutColor : [])
    } else {
      let x = 1 + context.draw(text, at: Point(x: 1, y: y), foreground: theme.fieldText)
      if !entry.isUnfinished, let day = entry.day {
        let relative = "  " + RelativeDay.text(for: day, today: today)
        context.draw(relative, at: Point(x: x, y: y), foreground: theme.secondaryText)
      }
    }
    if showsInvalidIndicator {
      context.draw(
        symbol(for: .invalidIndicator), at: Point(x: context.size.width - 2, y: y),
        foreground: theme.invalidIndicator)
    }
    if shouldDifferentiateWithoutColor {
      context.markFieldWithoutColor(isEditing: isFirstResponder)
    }
    if let caret = caretPosition { context.drawCaret(at: caret, theme: theme) }
  }

  private func commitTyping() {
    let typed = entry.text
    if !entry.commit() { refuse(.dropped(typed, kept: entry.day)) }
  }

  private func refuse(_ reason: DueDateRefusal) {
    errorText = reason.sentence
    refusal.shake()
  }
}
