import ThinKit

/// The content of an alert sheet: the title in bold, the message wrapped, both centred, and
/// a row of buttons at the bottom, with a cell of padding around. A message taller than the
/// rows the sheet has scrolls (see `AlertView+Scrolling`), with ↑ and ↓ at its right edge
/// where there is more.
@MainActor
final class AlertView: View {
  private static let maximumMessageWidth = 48

  private weak var alert: AlertController?
  private let titleLabel = Label()
  private let messageLabel = Label()
  private var buttons: [(action: AlertAction, button: Button)] = []
  /// The whole message; the label shows the lines of it in view.
  private var message = ""
  /// The message's lines at the width laid out.
  var messageLines: [String] = []
  /// The first of ``messageLines`` shown.
  var messageOffset = 0
  /// How many of ``messageLines`` show.
  var visibleMessageRows = 0

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

  /// The first button takes focus as the alert enters the window, before it has slid in (not
  /// once it is in): the keys typed right after the one that raised it are the alert's.
  override func didMoveToWindow() {
    guard window != nil, let initial = alert?.initialAction,
      !buttons.contains(where: { $0.button.isFirstResponder })
    else { return }
    button(for: initial)?.becomeFirstResponder()
  }

  func button(for action: AlertAction) -> Button? {
    buttons.first { $0.action === action }?.button
  }

  /// Rebuilds the labels and buttons from the alert.
  func reload() {
    guard let alert else { return }
    titleLabel.text = alert.title ?? ""
    titleLabel.isHidden = titleLabel.text.isEmpty
    message = alert.message ?? ""
    messageLabel.isHidden = message.isEmpty
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
    let messageWidth = min(
      TextLayout.width(of: wrappedMessage(width: Int(Int32.max))), Self.maximumMessageWidth)
    let content = max(titleLabel.sizeThatFits(.unbounded).width, messageWidth, buttonRowWidth)
    let width = min(size.width, content + 4)
    return Size(width: width, height: min(size.height, rows(forWidth: width).total))
  }

  /// The buttons keep the bottom rows. A message taller than the room left above them takes
  /// the blank rows, one by one, as it needs them: the one under the title, the padding above
  /// the title, the one above the buttons, the padding below them; then it scrolls.
  override func layoutSubviews() {
    let rows = rows(forWidth: bounds.width)
    let inner = max(0, bounds.width - 4)
    var blanks = [rows.messageTop - 1 - rows.title, 1, 1, 1]
    var excess = rows.total - bounds.height
    for index in blanks.indices where excess > 0 && blanks[index] > 0 {
      blanks[index] = 0
      excess -= 1
    }
    let (underTitle, top, aboveButtons, bottom) = (blanks[0], blanks[1], blanks[2], blanks[3])
    let messageTop = top + rows.title + underTitle
    let y = max(0, bounds.height - 1 - bottom)
    titleLabel.frame = Rect(x: 2, y: top, width: inner, height: rows.title)
    messageLines = messageLabel.isHidden ? [] : wrappedMessage(width: max(1, inner))
    visibleMessageRows = min(messageLines.count, max(0, y - aboveButtons - messageTop))
    messageOffset = min(max(0, messageOffset), messageLines.count - visibleMessageRows)
    messageLabel.text = messageLines[messageOffset..<(messageOffset + visibleMessageRows)]
      .joined(separator: "\n")
    // A message not centred line by line is centred as a block: as wide as its widest line.
    let messageWidth =
      messageLabel.textAlignment == .center ? inner : TextLayout.width(of: messageLines)
    messageLabel.frame = Rect(
      x: 2 + (inner - messageWidth) / 2, y: messageTop, width: messageWidth,
      height: visibleMessageRows)
    var x = max(0, (bounds.width - buttonRowWidth) / 2)
    for entry in buttons {
      let width = entry.button.sizeThatFits(.unbounded).width
      entry.button.frame = Rect(x: x, y: y, width: width, height: 1)
      x += width + 2
    }
  }

  /// The wheel scrolls the message.
  override func scrollWheel(_ touch: Touch, lines: Int) {
    scrollMessage(by: lines)
  }

  /// ↑ where lines of the message are above the view, ↓ where lines are below it.
  override func draw(in context: inout DrawingContext) {
    let frame = messageLabel.frame
    guard isMessageScrollable, frame.height > 0 else { return }
    let color = theme.secondaryText
    if messageOffset > 0 {
      context.draw(
        symbol(for: .scrollUpIndicator), at: Point(x: bounds.width - 2, y: frame.minY),
        foreground: color)
    }
    if messageOffset + visibleMessageRows < messageLines.count {
      context.draw(
        symbol(for: .scrollDownIndicator), at: Point(x: bounds.width - 2, y: frame.maxY - 1),
        foreground: color)
    }
  }

  /// The message's lines wrapped at `width`, as its label wraps them.
  private func wrappedMessage(width: Int) -> [String] {
    TextLayout.lines(
      of: message, width: width, maxLines: 0, lineBreakMode: messageLabel.lineBreakMode,
      ellipsis: symbol(for: .ellipsis))
  }

  private var buttonRowWidth: Int {
    let widths = buttons.map { $0.button.sizeThatFits(.unbounded).width }
    return widths.reduce(0, +) + max(0, widths.count - 1) * 2
  }

  /// Padding, title, a blank line and the message, a blank line, buttons, padding.
  private func rows(forWidth width: Int) -> (title: Int, messageTop: Int, message: Int, total: Int)
  {
    let title = titleLabel.isHidden ? 0 : 1
    let message = messageLabel.isHidden ? 0 : wrappedMessage(width: max(1, width - 4)).count
    let messageTop = 1 + title + (title > 0 && message > 0 ? 1 : 0)
    return (title, messageTop, message, messageTop + message + 3)
  }
}
