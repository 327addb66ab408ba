import ThinKit

/// A control with a title that performs an action when pressed, as `UIButton`.
///
/// Enter or Space presses it when focused, acting on the key (see ``Control`` for how the
/// press shows); a click presses it without taking focus. Its action is the `.primaryActionTriggered` (or
/// `.touchUpInside`) event. Focus shows as ▸ ◂ around the title.
///
/// A filled button's pressed color is its theme's `buttonHighlight`, animated by a
/// `HighlightBehavior` (see ``Control/highlightBehavior``). As a ThinKit `FormField` it can
/// take a place in a `FormBehavior`'s focus order.
@MainActor
open class Button: Control, FormField {
  /// How the button is drawn.
  public enum Style: Hashable, Sendable {
    /// A filled rectangle with the title centred: the theme's button colors.
    case filled
    /// The title alone, in the theme's link color: a plain "link".
    case plain
  }

  /// What the button means, as `UIButton.Role`: destructive titles use the theme's destructive
  /// color; cancel titles are bold.
  public enum Role: Hashable, Sendable {
    case normal
    case cancel
    case destructive
  }

  public var title: String {
    didSet { setNeedsDisplay() }
  }

  public var style: Style {
    didSet {
      updateThemeHighlight()
      setNeedsDisplay()
    }
  }

  public var role: Role {
    didSet { setNeedsDisplay() }
  }

  /// A button titled `title`; `primaryAction`, if given, runs on each press.
  public init(
    title: String = "", style: Style = .filled, role: Role = .normal,
    primaryAction: (@MainActor () -> Void)? = nil
  ) {
    self.title = title
    self.style = style
    self.role = role
    super.init(frame: .zero)
    if let primaryAction { addAction(for: .primaryActionTriggered, primaryAction) }
  }

  /// Filled buttons: the theme's button background, and its pressed color while pressed.
  override open var defaultHighlightStyle: HighlightStyle? {
    style == .filled ? theme.buttonHighlight : nil
  }

  /// The title with a cell of padding and room for the focus marks on each side.
  override open func sizeThatFits(_ size: Size) -> Size {
    Size(width: min(size.width, TextWidth.columns(of: title) + 4), height: 1)
  }

  /// Enter and Space press the button; the hint names it by its title.
  override open var keyCommands: [KeyCommand] {
    guard isEnabled else { return [] }
    return [
      KeyCommand([KeyPress(.enter), KeyPress(.character(" "))], title: title.lowercased()) {
        [weak self] _ in self?.beginKeyboardPress()
      }
    ]
  }

  override open func draw(in context: inout DrawingContext) {
    // A disabled filled button sits on the field color, whatever its highlight shows.
    if !isEnabled, style == .filled { context.fill(context.bounds, with: theme.fieldBackground) }
    let row = context.size.height / 2
    let shown = TextWidth.prefix(of: title, fitting: max(0, context.size.width - 2))
    let width = TextWidth.columns(of: shown)
    let x = (context.size.width - width) / 2
    var style: CellStyle = self.style == .filled || role == .cancel ? .bold : []
    if isFirstResponder, self.style == .plain { style.insert(.underline) }
    context.draw(shown, at: Point(x: x, y: row), foreground: titleColor, style: style)
    guard isFirstResponder else { return }
    let left = max(0, x - 2)
    let right = min(context.size.width - 1, x + width + 1)
    context.draw(symbol(for: .focusLeading), at: Point(x: left, y: row), foreground: titleColor)
    context.draw(symbol(for: .focusTrailing), at: Point(x: right, y: row), foreground: titleColor)
  }

  private var titleColor: Color {
    let theme: Theme = self.theme
    guard isEnabled else { return theme.secondaryText }
    if role == .destructive { return theme.destructive }
    switch style {
    case .filled: return theme.buttonTitle
    case .plain: return isHighlighted ? theme.secondaryText : theme.link
    }
  }
}
