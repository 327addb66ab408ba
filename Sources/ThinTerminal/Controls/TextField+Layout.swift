import ThinKit

extension TextField {
  /// Where the text goes: one row between the side views, with a cell of padding.
  var textArea: Rect {
    let leading = leftView.map { $0.frame.maxX + 1 } ?? 1
    let trailing = rightView.map { $0.frame.minX - 1 } ?? trailingEdge - 1
    return Rect(x: leading, y: bounds.height / 2, width: max(0, trailing - leading), height: 1)
  }

  /// The column of the invalid-input dot: the last one before the right padding.
  var invalidIndicatorColumn: Int { bounds.width - 2 }

  /// Where the right view and the text must end: the field's edge, or the dot while it shows.
  var trailingEdge: Int { showsInvalidIndicator ? invalidIndicatorColumn : bounds.width }

  /// The first character to show in `width` columns so that the cursor is visible: the
  /// current scroll position when it still shows the cursor, else the nearest one that does,
  /// moved back while the text before it fits too. Looks at most `width` characters around.
  func visibleStart(width: Int) -> Int {
    var start = min(scrollOffset, cursorOffset)
    var used = 0
    var index = cursorOffset
    while index > start {
      let columns = displayColumns(at: index - 1)
      if used + columns > max(0, width - 1) {
        start = index
        break
      }
      used += columns
      index -= 1
    }
    start = startShowingFreeColumns(from: start, width: width)
    scrollOffset = start
    return start
  }

  /// `start` moved back over the characters that fit in the columns the text from `start`
  /// (and the cursor at its end) leaves free: a field made wider, or text deleted at its end,
  /// leaves no empty columns while text before them is hidden.
  private func startShowingFreeColumns(from start: Int, width: Int) -> Int {
    var used = cursorOffset == characters.count ? 1 : 0
    var index = start
    while index < characters.count, used <= width {
      used += displayColumns(at: index)
      index += 1
    }
    var start = start
    while start > 0, used + displayColumns(at: start - 1) <= width {
      used += displayColumns(at: start - 1)
      start -= 1
    }
    return start
  }

  /// The shown text from `start` that fits in `width` columns: bullets for secure entry.
  func visibleText(from start: Int, width: Int) -> String {
    let secureCharacter = symbol(for: .secureTextCharacter)
    var result = ""
    var used = 0
    var index = start
    while index < characters.count {
      let columns = displayColumns(at: index)
      if used + columns > width { break }
      if isSecureTextEntry { result += secureCharacter } else { result.append(characters[index]) }
      used += columns
      index += 1
    }
    return result
  }

  /// The columns between two character offsets as shown.
  func columns(from start: Int, to end: Int) -> Int {
    guard start < end else { return 0 }
    return (start..<end).reduce(0) { $0 + displayColumns(at: $1) }
  }

  /// The character offset under `column` of the text area, counting from `start`.
  func offset(atColumn column: Int, from start: Int) -> Int {
    var used = 0
    var index = start
    while index < characters.count {
      let columns = displayColumns(at: index)
      if used + columns > column { break }
      used += columns
      index += 1
    }
    return index
  }

  private func displayColumns(at index: Int) -> Int {
    isSecureTextEntry ? 1 : TextWidth.columns(of: characters[index])
  }
}
