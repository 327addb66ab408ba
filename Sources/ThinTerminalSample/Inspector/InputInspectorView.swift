import ThinKit
import ThinTerminal

/// The input inspector's root view: the terminal's size and color mode, a strip of colors and
/// named samples as the color mode writes them, a field to type or paste into, and the last
/// events the terminal decoded, newest first.
final class InputInspectorView: ScreenView {
  nonisolated static let title = "ThinTerminal input inspector"

  private let titleLabel = Label(text: InputInspectorView.title)
  private let hints = Label(text: "Tab, then type or paste; click anywhere")
  private let sizeLabel = Label()
  private let stripLabel = Label(text: "Strip")
  private let strip: ColorStripView
  private let samples: StackView
  private let textLabel = Label(text: "Text")
  private let textField = TextField(placeholder: "Tab, then type or paste")
  private let eventsLabel = Label(text: "Last events:")
  private let eventLabels = (0..<TerminalActivity.historyLength).map { _ in Label() }

  override init(theme: SampleTheme) {
    strip = ColorStripView(colors: theme.stripColors)
    samples = StackView(
      arrangedSubviews: theme.namedColors.map { sample in
        let label = Label(text: sample.name)
        label.textColor = sample.color
        return label
      }, axis: .horizontal, spacing: 1)
    super.init(theme: theme)
    titleLabel.textColor = theme.inspectorTitle
    titleLabel.textStyle = .bold
    for label in [hints, eventsLabel] { label.textColor = theme.controls.secondaryText }
    for subview in [
      titleLabel, hints, sizeLabel, stripLabel, strip, samples, textLabel, textField, eventsLabel,
    ] {
      addSubview(subview)
    }
    for label in eventLabels { addSubview(label) }
  }

  /// Shows the terminal's size, its color mode and `events`, newest first.
  func show(size: Size, colorMode: ColorMode, events: [String]) {
    sizeLabel.text = "Size \(size.width)x\(size.height)   Colors: \(colorMode)"
    for (index, label) in eventLabels.enumerated() {
      label.text = index < events.count ? events[index] : ""
    }
  }

  /// One item per row from the top-left corner; the events fill the rows that are left.
  override func layoutSubviews() {
    let width = max(0, bounds.width - 2)
    func row(_ y: Int, x: Int = 1, width: Int? = nil) -> Rect {
      Rect(x: x, y: y, width: width ?? max(0, bounds.width - 1 - x), height: 1)
    }
    titleLabel.frame = row(0)
    hints.frame = row(1)
    sizeLabel.frame = row(3)
    stripLabel.frame = row(4, width: 5)
    strip.frame = row(4, x: 7, width: strip.sizeThatFits(Size(width: width, height: 1)).width)
    samples.frame = row(5)
    textLabel.frame = row(7, width: 5)
    textField.frame = row(7, x: 7, width: min(width - 6, 40))
    eventsLabel.frame = row(9)
    for (index, label) in eventLabels.enumerated() {
      label.frame = row(10 + index, x: 3)
    }
  }
}
