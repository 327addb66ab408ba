import ThinKit
import ThinTerminal

/// The row detail screen's root view: the row's title in bold, where it sits, and how many
/// rows the list had asked for when it was chosen, centred.
final class RowDetailView: ScreenView {
  private let titleLabel = Label()
  private let placeLabel = Label()
  private let builtLabel = Label()

  init(row: RowCatalog.Row, rowsBuilt: Int, of rowCount: Int, theme: SampleTheme) {
    super.init(theme: theme)
    titleLabel.text = row.title
    titleLabel.textStyle = .bold
    placeLabel.text = "Section \(row.section + 1), row \(row.indexInSection + 1) · \(row.parity)"
    builtLabel.text = "The list asked for \(rowsBuilt) of its \(rowCount) rows."
    builtLabel.textColor = theme.controls.secondaryText
    for label in [titleLabel, placeLabel, builtLabel] {
      label.textAlignment = .center
      addSubview(label)
    }
  }

  override func layoutSubviews() {
    let top = max(0, bounds.height / 2 - 2)
    for (index, label) in [titleLabel, placeLabel, builtLabel].enumerated() {
      label.frame = Rect(x: 0, y: top + index * 2, width: bounds.width, height: 1)
    }
  }
}
