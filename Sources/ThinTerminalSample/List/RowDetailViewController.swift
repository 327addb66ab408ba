import ThinTerminal

/// The detail of one row of the list screen.
final class RowDetailViewController: ViewController {
  private let row: RowCatalog.Row
  private let rowsBuilt: Int
  private let rowCount: Int
  private let theme: SampleTheme

  init(row: RowCatalog.Row, rowsBuilt: Int, of rowCount: Int, theme: SampleTheme) {
    self.row = row
    self.rowsBuilt = rowsBuilt
    self.rowCount = rowCount
    self.theme = theme
    super.init()
    title = row.title
  }

  override func loadView() {
    view = RowDetailView(row: row, rowsBuilt: rowsBuilt, of: rowCount, theme: theme)
  }
}
