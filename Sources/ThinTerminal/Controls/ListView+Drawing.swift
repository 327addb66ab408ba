import Foundation
import ThinKit

extension ListView {
  /// Draws the visible lines: headers in bold secondary text, rows with their glyph, text,
  /// secondary text and accessory, the selected row highlighted (in inverse video as well when
  /// the terminal shows no color), and a scroll indicator in the last column when the content
  /// is taller than the list.
  func drawRows(in context: inout DrawingContext) {
    let theme: Theme = self.theme
    let height = context.size.height
    let showsIndicator = layout.lineCount > height
    let width = context.size.width - (showsIndicator ? 1 : 0)
    for y in 0..<height {
      switch layout.line(at: contentOffset + y) {
      case .header(let section):
        let title = layout.sections[section].title ?? ""
        context.draw(
          TextLayout.truncated(
            title, width: max(0, width - 2), ellipsis: symbol(for: .ellipsis)),
          at: Point(x: 1, y: y),
          foreground: theme.secondaryText, style: .bold)
      case .row(let indexPath):
        guard let dataSource else { continue }
        let content = dataSource.listView(self, contentForRowAt: indexPath)
        drawRow(
          content, isSelected: indexPath == indexPathForSelectedRow, y: y, width: width,
          theme: theme, in: &context)
      case nil:
        continue
      }
    }
    if showsIndicator { drawScrollIndicator(height: height, x: width, theme: theme, in: &context) }
  }

  private func drawRow(
    _ content: ListContentConfiguration, isSelected: Bool, y: Int, width: Int, theme: Theme,
    in context: inout DrawingContext
  ) {
    var foreground = content.isDimmed ? theme.secondaryText : theme.text
    var secondary = theme.secondaryText
    if isSelected {
      let focused = isFirstResponder
      context.fill(
        Rect(x: 0, y: y, width: width, height: 1),
        with: focused ? theme.tint : theme.fieldBackground)
      if focused {
        foreground = theme.buttonTitle
        secondary = theme.buttonTitle
      }
    }
    var x = 1
    if let image = content.image {
      x += context.draw(image, at: Point(x: x, y: y), foreground: foreground) + 1
    }
    let trailing = trailingText(of: content, besideTextIn: max(0, width - 1 - x))
    let trailingWidth = TextWidth.columns(of: trailing)
    let room = max(0, width - 1 - x - (trailingWidth > 0 ? trailingWidth + 1 : 0))
    context.draw(
      TextLayout.truncated(content.text, width: room, ellipsis: symbol(for: .ellipsis)),
      at: Point(x: x, y: y),
      foreground: foreground)
    if trailingWidth > 0 {
      context.draw(
        trailing, at: Point(x: max(x, width - 1 - trailingWidth), y: y), foreground: secondary)
    }
    if isSelected, shouldDifferentiateWithoutColor {
      context.addStyle(.inverse, in: Rect(x: 0, y: y, width: width, height: 1))
    }
  }

  /// The secondary text and the accessory mark, as `UITableViewCell`'s value1 style lays them
  /// out: the main text keeps its width and a long secondary text is cut first, so "Todo" never
  /// disappears behind a long description; but a long main text gives way to a short secondary
  /// one up to half the row, so a due date stays beside a long title.
  private func trailingText(of content: ListContentConfiguration, besideTextIn available: Int)
    -> String
  {
    var mark: String
    switch content.accessory {
    case .none: mark = ""
    case .checkmark: mark = symbol(for: .checkmark)
    case .disclosureIndicator: mark = symbol(for: .disclosureIndicator)
    }
    if content.isAccessoryHidden {
      mark = String(repeating: " ", count: TextWidth.columns(of: mark))
    }
    guard let secondary = content.secondaryText, !secondary.isEmpty else { return mark }
    let textWidth = min(TextWidth.columns(of: content.text), available)
    let markWidth = mark.isEmpty ? 0 : TextWidth.columns(of: mark) + 1
    let rest = max(0, available - 1 - markWidth)
    let room = max(rest - textWidth, min(TextWidth.columns(of: secondary), rest / 2))
    let shown = TextLayout.truncated(secondary, width: room, ellipsis: symbol(for: .ellipsis))
    guard !shown.isEmpty else { return mark }
    return mark.isEmpty ? shown : shown + " " + mark
  }

  private func drawScrollIndicator(
    height: Int, x: Int, theme: Theme, in context: inout DrawingContext
  ) {
    let lines = layout.lineCount
    let thumb = max(1, height * height / lines)
    let travel = height - thumb
    let maxOffset = max(1, lines - height)
    let top = travel * min(contentOffset, maxOffset) / maxOffset
    let thumbSymbol = symbol(for: .scrollIndicator)
    for y in top..<top + thumb {
      context.draw(thumbSymbol, at: Point(x: x, y: y), foreground: theme.secondaryText)
    }
  }
}
