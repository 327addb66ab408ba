import ThinKit

/// An on/off control, as `UISwitch`: Space, Enter or a click flips it and sends
/// `.valueChanged`. Drawn as " ON ●" on the theme's tint or "● OFF" on the field color.
@MainActor
open class Switch: Control {
  public var isOn: Bool {
    didSet {
      guard isOn != oldValue else { return }
      updateDefaultBackgroundColor(animated: true)
      setNeedsDisplay()
    }
  }

  public init(isOn: Bool = false) {
    self.isOn = isOn
    super.init(frame: Rect(x: 0, y: 0, width: 5, height: 1))
  }

  /// Sets the state without sending events; `animated` animates the color change.
  public func setOn(_ on: Bool, animated: Bool) {
    if animated {
      isOn = on
    } else {
      View.performWithoutAnimation { isOn = on }
    }
  }

  override open var defaultBackgroundColor: Color? {
    isOn ? theme.tint : theme.fieldBackground
  }

  override open func sizeThatFits(_ size: Size) -> Size {
    Size(width: 5, height: 1)
  }

  /// Flips the switch, then sends `.valueChanged` and `.primaryActionTriggered`.
  override open func performPrimaryAction() {
    isOn.toggle()
    sendActions(for: .valueChanged)
    super.performPrimaryAction()
  }

  /// Space and Enter flip the switch at once.
  override open var keyCommands: [KeyCommand] {
    guard isEnabled else { return [] }
    return [
      KeyCommand([KeyPress(.character(" ")), KeyPress(.enter)], title: "switch") {
        [weak self] _ in self?.performPrimaryAction()
      }
    ]
  }

  override open func draw(in context: inout DrawingContext) {
    let theme: Theme = self.theme
    let foreground =
      !isEnabled ? theme.secondaryText : isOn ? theme.buttonTitle : theme.text
    let style: CellStyle = isFirstResponder ? [.bold, .underline] : []
    context.draw(
      isOn ? " ON " + symbol(for: .switchKnob) : symbol(for: .switchKnob) + " OFF",
      at: Point(x: 0, y: context.size.height / 2),
      foreground: foreground, style: style)
  }
}
