extension AlertView {
  /// Whether the message has more lines than the rows it shows.
  var isMessageScrollable: Bool { messageLines.count > visibleMessageRows }

  /// Scrolls the message for a key: a line with Up and Down, a page with PgUp and PgDn (the
  /// rows shown, less one kept for context), to either end with Home and End.
  func scrollMessage(for key: Key) {
    let page = max(1, visibleMessageRows - 1)
    switch key {
    case .up: scrollMessage(by: -1)
    case .down: scrollMessage(by: 1)
    case .pageUp: scrollMessage(by: -page)
    case .pageDown: scrollMessage(by: page)
    case .home: scrollMessage(by: -messageLines.count)
    case .end: scrollMessage(by: messageLines.count)
    default: break
    }
  }

  /// Moves the message `lines` down (negative: up), within its ends.
  func scrollMessage(by lines: Int) {
    let offset = min(max(0, messageOffset + lines), max(0, messageLines.count - visibleMessageRows))
    guard offset != messageOffset else { return }
    messageOffset = offset
    setNeedsLayout()
    setNeedsDisplay()
  }
}
