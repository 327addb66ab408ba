import ThinKit

/// The content of an alert sheet: the title in bold, the message wrapped, both centred, and
/// a row of buttons at the bottom, with a cell of padding around.
@MainActor
final class AlertView: View {
  private static let maximumMessageWidth = 48

  private weak var alert: AlertController?
  private let titleLabel = Label()
  private let messageLabel = Label()
  private var buttons: [(action: AlertAction, button: Button)] = []

  init(alert: AlertController) {
    self.alert = alert
    super.init(frame: .zero)
    titleLabel.textAlignment = .center
    titleLabel.textStyle = .bold
    messageLabel.textAlignment = .center
    messageLabel.numberOfLines = 0
    addSubview(titleLabel)
    addSubview(messageLabel)
    reload()
  }

  func button(for action: AlertAction) -> Button? {
    buttons.first { $0.action === action }?.button
  }

  /// Rebuilds the labels and buttons from the alert.
  func reload() {
    guard let alert else { return }
    titleLabel.text = alert.title ?? ""
    titleLabel.isHidden = titleLabel.text.isEmpty
    messageLabel.text = alert.message ?? ""
    messageLabel.isHidden = messageLabel.text.isEmpty
    messageLabel.textAlignment = alert.messageAlignment
    for entry in buttons { entry.button.removeFromSuperview() }
    buttons = alert.orderedActions.map { action in
      let button = Button(
        title: action.title, style: .plain,
        role: action.style == .cancel
          ? .cancel : action.style == .destructive ? .destructive : .normal
      ) { [weak alert] in alert?.choose(action) }
      button.isEnabled = action.isEnabled
      action.changeHandler = { [weak button] action in button?.isEnabled = action.isEnabled }
      addSubview(button)
      return (action, button)
    }
    setNeedsLayout()
  }

  /// Moves focus `step` buttons along the row, wrapping around.
  func moveFocus(by step: Int) {
    let enabled = buttons.map(\.button).filter(\.canBecomeFirstResponder)
    guard !enabled.isEmpty else { return }
    let current = enabled.firstIndex { $0.isFirstResponder } ?? (step > 0 ? -1 : 0)
    let next = ((current + step) % enabled.count + enabled.count) % enabled.count
    enabled[next].becomeFirstResponder()
  }

  /// The width of the widest part (capped for the message) plus padding; the height of the
  /// rows at that width.
  override func sizeThatFits(_ size: Size) -> Size {
    let messageWidth = min(messageLabel.sizeThatFits(.unbounded).width, Self.maximumMessageWidth)
    let content = max(titleLabel.sizeThatFits(.unbounded).width, messageWidth, buttonRowWidth)
    let width = min(size.width, content + 4)
    return Size(width: width, height: min(size.height, rows(forWidth: width).total))
  }

  /// The buttons keep the bottom rows. A message taller than the room left above them takes
  /// the blank line under the title, then (for a first line to show at all) the one above the
  /// buttons, then gives up its last lines, the last one shown ending in an ellipsis, rather
  /// than run under the buttons.
  override func layoutSubviews() {
    let rows = rows(forWidth: bounds.width)
    let inner = max(0, bounds.width - 4)
    let y = max(0, bounds.height - 2)
    var messageTop = rows.messageTop
    var gap = 1
    if rows.message > y - gap - messageTop, messageTop > 1 + rows.title { messageTop -= 1 }
    if rows.message > 0, y - gap - messageTop < 1 { gap = 0 }
    titleLabel.frame = Rect(x: 2, y: 1, width: inner, height: rows.title)
    // A message not centred line by line is centred as a block: as wide as its widest line.
    let messageWidth =
      messageLabel.textAlignment == .center
      ? inner : messageLabel.sizeThatFits(Size(width: inner, height: Int(Int32.max))).width
    messageLabel.frame = Rect(
      x: 2 + (inner - messageWidth) / 2, y: messageTop, width: messageWidth,
      height: min(rows.message, max(0, y - gap - messageTop)))
    var x = max(0, (bounds.width - buttonRowWidth) / 2)
    for entry in buttons {
      let width = entry.button.sizeThatFits(.unbounded).width
      entry.button.frame = Rect(x: x, y: y, width: width, height: 1)
      x += width + 2
    }
  }

  private var buttonRowWidth: Int {
    let widths = buttons.map { $0.button.sizeThatFits(.unbounded).width }
    return widths.reduce(0, +) + max(0, widths.count - 1) * 2
  }

  /// Padding, title, a blank line and the message, a blank line, buttons, padding.
  private func rows(forWidth width: Int) -> (title: Int, messageTop: Int, message: Int, total: Int)
  {
    let title = titleLabel.isHidden ? 0 : 1
    let inner = Size(width: max(1, width - 4), height: Int(Int32.max))
    let message = messageLabel.isHidden ? 0 : messageLabel.sizeThatFits(inner).height
    let messageTop = 1 + title + (title > 0 && message > 0 ? 1 : 0)
    return (title, messageTop, message, messageTop + message + 3)
  }
}
