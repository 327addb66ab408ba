import ThinTerminal

/// The list screen: pushes the detail of the row chosen.
final class RowListViewController: ViewController, RowListViewDelegate {
  private let catalog: RowCatalog
  private let theme: SampleTheme

  init(catalog: RowCatalog, theme: SampleTheme) {
    self.catalog = catalog
    self.theme = theme
    super.init()
  }

  override func loadView() {
    let list = RowListView(catalog: catalog, theme: theme)
    list.delegate = self
    view = list
  }

  func rowListView(_ rowListView: RowListView, didChoose row: RowCatalog.Row) {
    let detail = RowDetailViewController(
      row: row, rowsBuilt: catalog.builtRows.count, of: catalog.rowCount, theme: theme)
    navigationController?.pushViewController(detail, animated: true)
  }
}
