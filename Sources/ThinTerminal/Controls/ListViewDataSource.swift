import Foundation

/// Where a ``ListView`` gets its sections and rows, as `UITableViewDataSource`.
///
/// Counts are asked on ``ListView/reloadData()``; row content only for the rows on screen,
/// each time they are drawn, so a data source can page through a large store.
@MainActor
public protocol ListViewDataSource: AnyObject {
  /// The number of sections (1 by default).
  func numberOfSections(in listView: ListView) -> Int
  func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int
  /// What the row at `indexPath` shows.
  func listView(_ listView: ListView, contentForRowAt indexPath: IndexPath)
    -> ListContentConfiguration
  /// The header of a section; nil (the default) for none.
  func listView(_ listView: ListView, titleForHeaderInSection section: Int) -> String?
}

extension ListViewDataSource {
  public func numberOfSections(in listView: ListView) -> Int { 1 }
  public func listView(_ listView: ListView, titleForHeaderInSection section: Int) -> String? {
    nil
  }
}
