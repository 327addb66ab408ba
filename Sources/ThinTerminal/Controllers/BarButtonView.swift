import ThinKit

/// One button drawn in a navigation bar: a title with its shortcut character underlined.
/// Clicked, triggered by its shortcut, or reached with Tab and pressed with Enter or Space, as
/// any button: focus shows it in reverse video.
@MainActor
final class BarButtonView: Control {
  let title: String
  /// The button as a test names it, as a UI test finds `app.buttons["Done"]`: the item's title;
  /// ‹ Back's without its arrow, which differs from one glyph set to another.
  let label: String
  /// What its key hint calls it ("add" for +, "back").
  let name: String
  let isBold: Bool
  /// The offset of the underlined shortcut character in `title`.
  let shortcutIndex: Int?
  private let action: @MainActor () -> Void

  init(
    title: String, label: String, name: String, isBold: Bool, shortcutIndex: Int?,
    action: @escaping @MainActor () -> Void
  ) {
    self.title = title
    self.label = label
    self.name = name
    self.isBold = isBold
    self.shortcutIndex = shortcutIndex
    self.action = action
    super.init(frame: Rect(x: 0, y: 0, width: TextWidth.columns(of: title), height: 1))
  }

  /// Enter and Space press it while it has focus.
  override var keyCommands: [KeyCommand] {
    guard isEnabled else { return [] }
    return [
      KeyCommand([KeyPress(.enter), KeyPress(.character(" "))], title: name) { [weak self] _ in
        self?.beginKeyboardPress()
      }
    ]
  }

  /// A click ends editing, as one on the bar around it does: the bar is the screen's frame,
  /// and a field left with its caret would take the keys meant for where the button goes. An
  /// alert the button raises ("Discard changes?") gives the field focus back as it closes.
  override func touchesBegan(_ touch: Touch) {
    window?.setFocusAside()
    super.touchesBegan(touch)
  }

  override func performPrimaryAction() {
    action()
    super.performPrimaryAction()
  }

  override func draw(in context: inout DrawingContext) {
    guard let bar = superview as? NavigationBar else { return }
    let color =
      !isEnabled || isHighlighted ? theme.secondaryText : bar.effectiveTintColor ?? theme.tint
    var x = 0
    for (index, character) in title.enumerated() {
      var style: CellStyle = isBold ? .bold : []
      if isFirstResponder { style.insert(.inverse) }
      if index == shortcutIndex { style.insert(.underline) }
      x += context.draw(String(character), at: Point(x: x, y: 0), foreground: color, style: style)
    }
  }
}

extension View {
  /// The name of a navigation bar's button, as ``BarButtonView`` says it (its `label`), for the
  /// scene harness that names what is on screen; nil for any other view.
  package var barButtonLabel: String? { (self as? BarButtonView)?.label }
}
