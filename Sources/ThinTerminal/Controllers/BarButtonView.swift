import ThinKit

/// One button drawn in a navigation bar: a title with its shortcut character underlined.
/// Clicked or triggered by its shortcut; never takes focus (Tab stays in the screen).
@MainActor
final class BarButtonView: Control {
  let title: String
  let isBold: Bool
  /// The offset of the underlined shortcut character in `title`.
  let shortcutIndex: Int?
  private let action: @MainActor () -> Void

  init(title: String, isBold: Bool, shortcutIndex: Int?, action: @escaping @MainActor () -> Void) {
    self.title = title
    self.isBold = isBold
    self.shortcutIndex = shortcutIndex
    self.action = action
    super.init(frame: Rect(x: 0, y: 0, width: TextWidth.columns(of: title), height: 1))
  }

  override var canBecomeFirstResponder: Bool { false }

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
      if index == shortcutIndex { style.insert(.underline) }
      x += context.draw(String(character), at: Point(x: x, y: 0), foreground: color, style: style)
    }
  }
}
