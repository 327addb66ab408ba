import Foundation
import ThinKit
import ThinTerminal

/// What the row list tells about the user's choice.
@MainActor
protocol RowListViewDelegate: AnyObject {
  func rowListView(_ rowListView: RowListView, didChoose row: RowCatalog.Row)
}

/// The list screen's root view: the catalog's rows in a list with a header per section (the
/// stack shows the key hints). It is the list's data source, asked only for the rows on screen.
final class RowListView: ScreenView, ListViewDataSource, ListViewDelegate {
  weak var delegate: (any RowListViewDelegate)?

  private let catalog: RowCatalog
  private let list = ListView()

  init(catalog: RowCatalog, theme: SampleTheme) {
    self.catalog = catalog
    super.init(theme: theme)
    list.dataSource = self
    list.delegate = self
    addSubview(list)
  }

  /// The list takes focus when the screen shows.
  override func didMoveToWindow() {
    if window != nil { list.becomeFirstResponder() }
  }

  override func layoutSubviews() {
    list.frame = Rect(
      x: 1, y: 1, width: max(0, bounds.width - 2), height: max(0, bounds.height - 2))
  }

  func numberOfSections(in listView: ListView) -> Int {
    catalog.sectionCount
  }

  func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int {
    catalog.numberOfRows(inSection: section)
  }

  func listView(_ listView: ListView, titleForHeaderInSection section: Int) -> String? {
    catalog.title(ofSection: section)
  }

  func listView(_ listView: ListView, contentForRowAt indexPath: IndexPath)
    -> ListContentConfiguration
  {
    let row = catalog.row(at: indexPath)
    return ListContentConfiguration(
      text: row.title, secondaryText: row.parity, accessory: .disclosureIndicator)
  }

  func listView(_ listView: ListView, didSelectRowAt indexPath: IndexPath) {
    delegate?.rowListView(self, didChoose: catalog.row(at: indexPath))
  }
}
