import Foundation
import Testing
import ThinKit
import ThinTerminalTesting

@testable import ThinTerminal

/// A list made shorter by a smaller window keeps its selected row in sight, as a terminal list
/// does, unless the reader had scrolled it out of sight.
@Suite @MainActor struct ListViewResizeTests {
  /// One section of numbered rows.
  final class Rows: ListViewDataSource {
    let count: Int
    init(_ count: Int) { self.count = count }

    func numberOfSections(in listView: ListView) -> Int { 1 }

    func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int { count }

    func listView(_ listView: ListView, titleForHeaderInSection section: Int) -> String? { nil }

    func listView(_ listView: ListView, contentForRowAt indexPath: IndexPath)
      -> ListContentConfiguration
    {
      ListContentConfiguration(text: "Row \(indexPath.row)")
    }
  }

  private func makeHost(_ rows: Rows, height: Int) -> (TestHost, ListView) {
    let list = ListView()
    list.dataSource = rows
    let host = TestHost(rootView: list, size: Size(width: 20, height: height))
    list.becomeFirstResponder()
    host.app.displayIfNeeded()
    return (host, list)
  }

  @Test func aShorterWindowKeepsTheSelectedRowOnScreen() {
    let rows = Rows(50)
    let (host, list) = makeHost(rows, height: 12)
    for _ in 0..<10 { host.key(.down) }
    let selected = IndexPath(row: 10, section: 0)
    #expect(list.indexPathForSelectedRow == selected)
    #expect(list.contentOffset == 0)

    host.resize(to: Size(width: 20, height: 6))

    #expect(list.indexPathsForVisibleRows.contains(selected))
    // Scrolled as little as possible: the selected row is now the last one shown.
    #expect(list.indexPathsForVisibleRows.last == selected)
    #expect(host.lines.contains { $0.hasPrefix(" Row 10") })
  }

  @Test func aTallerWindowLeavesTheOffsetAlone() {
    let (host, list) = makeHost(Rows(50), height: 6)
    for _ in 0..<10 { host.key(.down) }
    let offset = list.contentOffset
    #expect(offset > 0)

    host.resize(to: Size(width: 20, height: 10))

    #expect(list.contentOffset == offset)
    #expect(list.indexPathsForVisibleRows.contains(IndexPath(row: 10, section: 0)))
  }

  @Test func aSelectionScrolledOutOfSightStaysThere() {
    let (host, list) = makeHost(Rows(50), height: 12)
    host.perform { list.contentOffset = 30 }
    #expect(!list.indexPathsForVisibleRows.contains(IndexPath(row: 0, section: 0)))

    host.resize(to: Size(width: 20, height: 6))

    // The reader's place, not the selection: no jump back to the top.
    #expect(list.contentOffset == 30)
  }
}
