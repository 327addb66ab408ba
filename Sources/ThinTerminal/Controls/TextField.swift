import ThinKit

/// A one-line editable text, as `UITextField`: placeholder, secure entry (bullets), a leading
/// and a trailing view, a cursor, Emacs-style editing keys, paste, a delegate and the editing
/// control events.
///
/// Keys while editing, those of readline and macOS fields: characters insert; Left/Right
/// (Ctrl-B/Ctrl-F), Home/End (Ctrl-A/Ctrl-E) move; Alt-B/Alt-F, Ctrl- or Alt-Left/Right move a
/// word; Backspace, Delete (Ctrl-D) delete; Alt-Backspace and Ctrl-W delete the word before the
/// cursor, Alt-D the word after it, Ctrl-U to the start, Ctrl-K to the end; Return sends `.editingDidEndOnExit` and `.primaryActionTriggered` (it
/// does not resign focus: a form decides where focus goes). Other keys (Tab, Esc, Up, Down) go
/// up the responder chain. Pasted lines are joined with spaces and control characters dropped;
/// a paste is inserted in one step, in time linear in its length.
///
/// It adopts ThinKit's behavior protocols: focus highlights it through a `HighlightBehavior`
/// (the theme's `fieldHighlight` unless an app attaches its own), it is a `FormField` for a
/// `FormBehavior`, and an `InvalidInputIndicating` control whose red dot an
/// `InvalidInputBehavior` shows while it shakes the field.
@MainActor
open class TextField: Control, KeyInput, FormField, InvalidInputIndicating {
  /// The text. Setting it moves the cursor to the end and sends no event, as UIKit.
  public var text: String {
    get { String(characters) }
    set {
      characters = TextField.singleLine(newValue, limit: max(0, maxLength ?? Int.max))
      cursorOffset = characters.count
      setNeedsDisplay()
    }
  }

  /// Shown, in the theme's placeholder color, while the text is empty.
  public var placeholder: String? {
    didSet { setNeedsDisplay() }
  }

  /// Shows each character as a bullet; the text itself is never drawn.
  public var isSecureTextEntry = false {
    didSet { setNeedsDisplay() }
  }

  /// The most characters the text may hold (nil: no limit; below 0 counts as 0); longer input
  /// is cut.
  public var maxLength: Int? {
    didSet {
      guard let maxLength, characters.count > maxLength else { return }
      characters.removeLast(characters.count - max(0, maxLength))
      cursorOffset = min(cursorOffset, characters.count)
      setNeedsDisplay()
    }
  }

  /// A view before the text (a glyph), sized by its `sizeThatFits`.
  public var leftView: View? {
    didSet { replaceAccessory(oldValue, with: leftView) }
  }

  /// A view after the text (a glyph), sized by its `sizeThatFits`; left of the invalid-input
  /// dot while that shows.
  public var rightView: View? {
    didSet { replaceAccessory(oldValue, with: rightView) }
  }

  /// The text color; nil uses the theme's field text color.
  public var textColor: Color? {
    didSet { setNeedsDisplay() }
  }

  public weak var delegate: (any TextFieldDelegate)?

  /// What Return does here, as its key hint says it.
  public var returnKeyType = ReturnKeyType.default

  /// Shows a dot (●) in the theme's `invalidIndicator` color at the field's right edge, before
  /// the last cell of padding; the text and the right view make room for it. It is part of the
  /// field, so it moves when the field shakes.
  public var showsInvalidIndicator = false {
    didSet {
      guard showsInvalidIndicator != oldValue else { return }
      setNeedsLayout()
      postApplicationEvent(.invalidIndicatorDidChange(self))
    }
  }

  /// The cursor, as a grapheme offset into ``text`` (0: before the first character).
  public var cursorOffset: Int {
    get { storedCursor }
    set {
      storedCursor = min(max(newValue, 0), characters.count)
      setNeedsDisplay()
    }
  }

  var characters: [Character] = []
  var storedCursor = 0
  /// The first character shown, so that the cursor stays inside the field.
  var scrollOffset = 0

  public init(text: String = "", placeholder: String? = nil) {
    self.placeholder = placeholder
    super.init(frame: .zero)
    self.text = text
  }

  /// Whether the field has focus.
  public var isEditing: Bool { isFirstResponder }

  public var hasText: Bool { !characters.isEmpty }

  /// A click on a field focuses it.
  override open var focusesOnClick: Bool { true }

  /// The theme's field background, and its focused color while editing.
  override open var defaultHighlightStyle: HighlightStyle? { theme.fieldHighlight }

  /// Focus turns the highlight on; losing it turns it off.
  override open var defaultHighlightTrigger: HighlightTrigger { .focus }

  override open var caretPosition: Point? {
    let area = textArea
    // A field too narrow for its side views has no column for text, nor for the caret.
    guard isFirstResponder, area.width > 0 else { return nil }
    let start = visibleStart(width: area.width)
    return Point(x: area.minX + columns(from: start, to: cursorOffset), y: area.minY)
  }

  /// Asks the delegate, takes focus, puts the cursor at the end and sends `.editingDidBegin`.
  @discardableResult
  override open func becomeFirstResponder() -> Bool {
    if isFirstResponder { return true }
    guard canBecomeFirstResponder, window != nil,
      delegate?.textFieldShouldBeginEditing(self) ?? true, super.becomeFirstResponder()
    else { return false }
    cursorOffset = characters.count
    delegate?.textFieldDidBeginEditing(self)
    sendActions(for: .editingDidBegin)
    return true
  }

  /// Asks the delegate (unless the field is leaving the screen), gives focus up and sends
  /// `.editingDidEnd`.
  @discardableResult
  override open func resignFirstResponder() -> Bool {
    guard isFirstResponder else { return true }
    let isForced = window?.isForcingResignation ?? false
    guard isForced || delegate?.textFieldShouldEndEditing(self) ?? true,
      super.resignFirstResponder()
    else { return false }
    delegate?.textFieldDidEndEditing(self)
    sendActions(for: .editingDidEnd)
    return true
  }

  override open func pressesBegan(_ press: KeyPress) {
    if !handleEditingKey(press) { super.pressesBegan(press) }
  }

  /// Return, named by ``returnKeyType``.
  override open var keyCommands: [KeyCommand] { [returnKeyCommand] }

  /// Inserts the pasted text at the cursor, one line, cut to ``maxLength``.
  override open func paste(_ text: String) {
    insertText(text)
  }

  /// A click puts the cursor under the pointer (the field already took focus).
  override open func touchesBegan(_ touch: Touch) {
    guard isFirstResponder else { return }
    let point = touch.location(in: self)
    let area = textArea
    cursorOffset = offset(atColumn: point.x - area.minX, from: visibleStart(width: area.width))
  }

  override open func touchesMoved(_ touch: Touch) {}
  override open func touchesEnded(_ touch: Touch) {}

  override open func sizeThatFits(_ size: Size) -> Size {
    Size(width: size.width, height: max(1, frame.height))
  }

  override open func layoutSubviews() {
    let row = bounds.height / 2
    if let leftView {
      let width = leftView.sizeThatFits(bounds.size).width
      leftView.frame = Rect(x: 1, y: row, width: width, height: 1)
    }
    if let rightView {
      let width = rightView.sizeThatFits(bounds.size).width
      rightView.frame = Rect(x: trailingEdge - 1 - width, y: row, width: width, height: 1)
    }
  }

  override open func draw(in context: inout DrawingContext) {
    let theme: Theme = self.theme
    let area = textArea
    let start = visibleStart(width: area.width)
    if characters.isEmpty, let placeholder {
      context.draw(
        TextWidth.prefix(of: placeholder, fitting: area.width),
        at: area.origin, foreground: theme.placeholder,
        style: shouldDifferentiateWithoutColor ? .placeholderWithoutColor : [])
    } else {
      context.draw(
        visibleText(from: start, width: area.width), at: area.origin,
        foreground: textColor ?? theme.fieldText)
    }
    if showsInvalidIndicator {
      context.draw(
        symbol(for: .invalidIndicator), at: Point(x: invalidIndicatorColumn, y: area.minY),
        foreground: theme.invalidIndicator)
    }
    if shouldDifferentiateWithoutColor { context.markFieldWithoutColor(isEditing: isEditing) }
    if let caret = caretPosition { context.drawCaret(at: caret, theme: theme) }
  }

  private func replaceAccessory(_ old: View?, with new: View?) {
    guard old !== new else { return }
    old?.removeFromSuperview()
    if let new { addSubview(new) }
    setNeedsLayout()
  }
}
