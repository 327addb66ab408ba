import Foundation
import Testing
import ThinKit
import ThinTerminal
import ThinTerminalTesting

// The views article's key commands, compiled and run (ArticleCodeTests checks the printed block).

/// The views article's key commands: `d` deletes the selected row, and says so in the hints.
final class DeletableListView: View {
  weak var delegate: (any DeletableListViewDelegate)?
  let list = ListView()

  override var keyCommands: [KeyCommand] {
    guard let selected = list.indexPathForSelectedRow else { return [] }
    return [
      KeyCommand(KeyPress(.character("d")), title: "delete") { [weak self] in
        self?.delegate?.didAskToDeleteRow(selected.row, inSection: selected.section)
      }
    ]
  }
}

/// Hears the deletions ``DeletableListView`` asks for.
@MainActor
protocol DeletableListViewDelegate: AnyObject {
  func didAskToDeleteRow(_ row: Int, inSection section: Int)
}

@Suite @MainActor struct KeyCommandArticleTests {
  final class Deletions: DeletableListViewDelegate {
    var rows: [Int] = []
    func didAskToDeleteRow(_ row: Int, inSection section: Int) { rows.append(row) }
  }

  final class Rows: ListViewDataSource {
    func numberOfSections(in listView: ListView) -> Int { 1 }
    func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int { 3 }
    func listView(_ listView: ListView, contentForRowAt indexPath: IndexPath)
      -> ListContentConfiguration
    {
      ListContentConfiguration(text: "Row \(indexPath.row)")
    }
  }

  @Test func dDeletesTheSelectedRowAndTheHintsSaySo() {
    let view = DeletableListView()
    let rows = Rows()
    let deletions = Deletions()
    view.delegate = deletions
    view.list.dataSource = rows
    view.list.frame = Rect(x: 0, y: 0, width: 20, height: 3)
    view.addSubview(view.list)
    let stack = NavigationController(rootViewController: HostedViewController(rootView: view))
    stack.isKeyHintsHidden = false
    let host = TestHost(stack, size: Size(width: 50, height: 8))
    #expect(view.list.becomeFirstResponder())
    view.list.selectRow(at: IndexPath(row: 1, section: 0))
    host.key(.character("d"))
    #expect(deletions.rows == [1])
    // The list has no delegate: Enter is not its key, so no "Enter open".
    #expect(stack.keyHintsView.hintRows == ["↑/↓ move · d delete · ? keys"])
  }
}
