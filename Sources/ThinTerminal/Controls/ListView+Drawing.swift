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
    let trailingWidth = TextWidth.columns(of: trailing.text)
    let gap = trailing.hasSecondaryText ? Self.secondaryTextGap : 1
    let room = max(0, width - 1 - x - (trailingWidth > 0 ? trailingWidth + gap : 0))
    context.draw(
      TextLayout.truncated(content.text, width: room, ellipsis: symbol(for: .ellipsis)),
      at: Point(x: x, y: y),
      foreground: foreground)
    if trailingWidth > 0 {
      context.draw(
        trailing.text, at: Point(x: max(x, width - 1 - trailingWidth), y: y),
        foreground: secondary)
    }
    if isSelected, shouldDifferentiateWithoutColor {
      context.addStyle(.inverse, in: Rect(x: 0, y: y, width: width, height: 1))
    }
  }

  /// Columns kept blank between the main text and the secondary text: with one, "Counter
  /// presenter + interactor" reads as one phrase; two keep the title apart.
  static let secondaryTextGap = 2

  /// The narrowest a cut secondary text is shown: below it there is no more than "…" or one
  /// letter and "…", which tells nothing, so the row shows no secondary text.
  static let shortestCutSecondaryText = 4

  /// The secondary text and the accessory mark, as `UITableViewCell`'s value1 style lays them
  /// out: the main text keeps its width and a long secondary text is cut first (or left out
  /// when it would be cut to less than ``shortestCutSecondaryText`` columns), so "Sign-in" never
  /// gives way to a long description; but a long main text gives way to a secondary text short
  /// enough to show whole in half the row, so a due date stays beside a long title. The
  /// secondary text keeps ``secondaryTextGap`` columns from the main text.
  private func trailingText(of content: ListContentConfiguration, besideTextIn available: Int)
    -> (text: String, hasSecondaryText: Bool)
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
    guard let secondary = content.secondaryText, !secondary.isEmpty else { return (mark, false) }
    let textWidth = min(TextWidth.columns(of: content.text), available)
    let markWidth = mark.isEmpty ? 0 : TextWidth.columns(of: mark) + 1
    let rest = max(0, available - Self.secondaryTextGap - markWidth)
    let secondaryWidth = TextWidth.columns(of: secondary)
    let room =
      secondaryWidth <= rest / 2 ? max(rest - textWidth, secondaryWidth) : rest - textWidth
    guard room >= min(secondaryWidth, Self.shortestCutSecondaryText) else { return (mark, false) }
    let shown = TextLayout.truncated(secondary, width: room, ellipsis: symbol(for: .ellipsis))
    return (mark.isEmpty ? shown : shown + " " + mark, true)
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
