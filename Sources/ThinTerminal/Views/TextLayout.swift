import ThinKit

/// Breaks text into the lines a label shows: at newlines, then at the width (by words or by
/// characters), at most `maxLines` (0: no limit), with an ellipsis ("…", or the glyph set's
/// stand-in) where text is cut and the mode asks for it. Widths are terminal columns.
enum TextLayout {
  static func lines(
    of text: String, width: Int, maxLines: Int, lineBreakMode: LineBreakMode, ellipsis: String
  ) -> [String] {
    guard width > 0 else { return [] }
    let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false)
    // One truncated line is cut by characters ("Signed in as some…"), as UILabel does.
    let wraps =
      lineBreakMode != .byClipping && !(maxLines == 1 && lineBreakMode == .byTruncatingTail)
    var lines: [(text: String, paragraph: Int)] = []
    for (index, paragraph) in paragraphs.enumerated() {
      let pieces =
        wraps
        ? wrap(paragraph, width: width, byWords: lineBreakMode != .byCharWrapping)
        : [String(paragraph)]
      lines.append(contentsOf: pieces.map { ($0, index) })
    }
    let truncates = lineBreakMode == .byTruncatingTail
    var result = lines.map {
      truncates ? truncated($0.text, width: width, ellipsis: ellipsis) : $0.text
    }
    if maxLines > 0, lines.count > maxLines {
      result.removeLast(lines.count - maxLines)
      if truncates {
        let last = lines[maxLines - 1]
        let next = lines[maxLines]
        let rest = last.paragraph == next.paragraph ? last.text + " " + next.text : last.text
        result[maxLines - 1] = withEllipsis(rest, width: width, ellipsis: ellipsis)
      }
    }
    return result.map { String(TextWidth.prefix(of: $0, fitting: width)) }
  }

  /// `line` cut to `width` columns, ending with `ellipsis` when it was longer.
  static func truncated(_ line: String, width: Int, ellipsis: String) -> String {
    TextWidth.columns(of: line) > width
      ? withEllipsis(line, width: width, ellipsis: ellipsis) : line
  }

  /// The widest line, in columns.
  static func width(of lines: [String]) -> Int {
    lines.map { TextWidth.columns(of: $0) }.max() ?? 0
  }

  /// `line` followed by `ellipsis`, cut so that both fit in `width` columns.
  private static func withEllipsis(_ line: String, width: Int, ellipsis: String) -> String {
    let ellipsisWidth = TextWidth.columns(of: ellipsis)
    guard width > ellipsisWidth else {
      return String(TextWidth.prefix(of: ellipsis, fitting: width))
    }
    let fitting = TextWidth.prefix(of: line, fitting: width - ellipsisWidth)
    return fitting.droppingTrailingSpaces + ellipsis
  }

  private static func wrap(_ paragraph: Substring, width: Int, byWords: Bool) -> [String] {
    var lines: [String] = []
    var line = ""
    var lineWidth = 0
    func flush() {
      lines.append(line.droppingTrailingSpaces)
      line = ""
      lineWidth = 0
    }
    let pieces = byWords ? words(of: paragraph) : paragraph.map { String($0) }
    for piece in pieces {
      let pieceWidth = TextWidth.columns(of: piece)
      if lineWidth + pieceWidth <= width {
        line += piece
        lineWidth += pieceWidth
        continue
      }
      if lineWidth > 0 { flush() }
      // A word longer than the line is broken at the width; spaces never start a line.
      for character in piece.drop(while: { $0 == " " }) {
        let columns = TextWidth.columns(of: character)
        if lineWidth + columns > width { flush() }
        line.append(character)
        lineWidth += columns
      }
    }
    if lineWidth > 0 || lines.isEmpty { flush() }
    return lines
  }

  /// Words with the spaces before them, so that wrapping drops those spaces at line starts.
  private static func words(of text: Substring) -> [String] {
    var words: [String] = []
    var current = ""
    for character in text {
      if character == " ", let last = current.last, last != " " {
        words.append(current)
        current = ""
      }
      current.append(character)
    }
    if !current.isEmpty { words.append(current) }
    return words
  }
}

extension StringProtocol {
  /// The text without the spaces at its end: a cut or wrapped line, a screen row read back.
  var droppingTrailingSpaces: String {
    String(self[..<(lastIndex { $0 != " " }.map(index(after:)) ?? startIndex)])
  }
}
