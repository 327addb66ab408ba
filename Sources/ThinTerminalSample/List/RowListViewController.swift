import ThinTerminal

/// The list screen: says which row was chosen; what opens then is not its business.
final class RowListViewController: ViewController, RowListViewDelegate {
  private let catalog: RowCatalog
  private let theme: SampleTheme
  private let didChoose: @MainActor (RowListViewController, RowCatalog.Row) -> Void

  /// A list of `catalog`'s rows; `didChoose` hears the row chosen.
  init(
    catalog: RowCatalog, theme: SampleTheme,
    didChoose: @escaping @MainActor (RowListViewController, RowCatalog.Row) -> Void
  ) {
    self.catalog = catalog
    self.theme = theme
    self.didChoose = didChoose
    super.init()
  }

  override func loadView() {
    let list = RowListView(catalog: catalog, theme: theme)
    list.delegate = self
    view = list
  }

  func rowListView(_ rowListView: RowListView, didChoose row: RowCatalog.Row) {
    didChoose(self, row)
  }
}
