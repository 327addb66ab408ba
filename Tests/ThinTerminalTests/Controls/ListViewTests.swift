import Foundation
import Testing
import ThinKit
import ThinTerminalTesting

@testable import ThinTerminal

@Suite @MainActor struct ListViewTests {
  /// Sections of numbered rows; records which rows it was asked for.
  final class SpyDataSource: ListViewDataSource, ListViewDelegate {
    var sections: [(title: String?, rows: Int)]
    var asked: [IndexPath] = []
    var chosen: [IndexPath] = []

    init(_ sections: [(title: String?, rows: Int)]) {
      self.sections = sections
    }

    func numberOfSections(in listView: ListView) -> Int { sections.count }

    func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int {
      sections[section].rows
    }

    func listView(_ listView: ListView, titleForHeaderInSection section: Int) -> String? {
      sections[section].title
    }

    func listView(_ listView: ListView, contentForRowAt indexPath: IndexPath)
      -> ListContentConfiguration
    {
      asked.append(indexPath)
      return ListContentConfiguration(
        text: "Row \(indexPath.section).\(indexPath.row)",
        accessory: indexPath.row == 0 ? .checkmark : .none)
    }

    func listView(_ listView: ListView, didSelectRowAt indexPath: IndexPath) {
      chosen.append(indexPath)
    }
  }

  private func makeHost(_ source: SpyDataSource, height: Int = 5) -> (TestHost, ListView) {
    let list = ListView()
    list.frame = Rect(x: 0, y: 0, width: 20, height: height)
    list.dataSource = source
    list.delegate = source
    let host = TestHost(hosting: list, size: Size(width: 20, height: max(5, height)))
    list.becomeFirstResponder()
    host.app.displayIfNeeded()
    return (host, list)
  }

  @Test func asksOnlyForTheRowsOnScreenEvenWithManyRows() {
    let source = SpyDataSource([(nil, 100_000)])
    let (host, list) = makeHost(source)
    #expect(Set(source.asked) == Set((0..<5).map { IndexPath(row: $0, section: 0) }))
    source.asked = []
    host.key(.end)
    #expect(list.indexPathForSelectedRow == IndexPath(row: 99_999, section: 0))
    #expect(Set(source.asked) == Set((99_995..<100_000).map { IndexPath(row: $0, section: 0) }))
    #expect(host.lines[4].hasPrefix(" Row 0.99999"))
  }

  @Test func sectionsHeadersAndArrowKeysSkipHeaders() {
    let source = SpyDataSource([("Now", 2), ("Soon", 0), ("Someday", 1)])
    let (host, list) = makeHost(source, height: 6)
    #expect(host.lines[0].hasPrefix(" Now"))
    #expect(host.lines[1].hasPrefix(" Row 0.0"))
    #expect(host.lines[1].hasSuffix("✓ "))
    #expect(host.lines[3].hasPrefix(" Soon"))
    #expect(host.lines[4].hasPrefix(" Someday"))
    #expect(list.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
    host.key(.down)
    host.key(.down)
    #expect(list.indexPathForSelectedRow == IndexPath(row: 0, section: 2))
    host.key(.down)
    #expect(list.indexPathForSelectedRow == IndexPath(row: 0, section: 2))
    host.key(.up)
    #expect(list.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    host.key(.home)
    #expect(list.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
    #expect(host.terminal.screen[3, 1].background == Theme.standard.tint)
  }

  /// The keys of vi and `less`: `j` down, `k` up, `g` to the top, `G` to the bottom; the `?`
  /// help lists them.
  @Test func viKeysMoveTheSelection() {
    let source = SpyDataSource([("Now", 2), ("Soon", 0), ("Someday", 3)])
    let (host, list) = makeHost(source, height: 8)
    #expect(list.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
    host.key(.character("j"))
    host.key(.character("j"))
    #expect(list.indexPathForSelectedRow == IndexPath(row: 0, section: 2))
    host.key(.character("k"))
    #expect(list.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    host.key(.character("G"))
    #expect(list.indexPathForSelectedRow == IndexPath(row: 2, section: 2))
    host.key(.character("g"))
    #expect(list.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
    #expect(list.keyCommandsInEffect.contains { $0.displayedKeys == "j/k/g/G" && !$0.isHinted })
  }

  @Test func enterAndClicksChooseRows() {
    let source = SpyDataSource([("Now", 3)])
    let (host, list) = makeHost(source)
    list.selectRow(at: nil)
    host.key(.enter)
    #expect(source.chosen.isEmpty)
    host.key(.down)
    host.key(.enter)
    host.click(at: Point(x: 4, y: 3))
    host.click(at: Point(x: 4, y: 0))
    #expect(source.chosen == [IndexPath(row: 0, section: 0), IndexPath(row: 2, section: 0)])
    #expect(list.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
  }

  @Test func pagesScrollTheSelectionIntoView() {
    let source = SpyDataSource([(nil, 50)])
    let (host, list) = makeHost(source)
    host.key(.pageDown)
    #expect(list.indexPathForSelectedRow == IndexPath(row: 4, section: 0))
    host.key(.pageDown)
    #expect(list.indexPathForSelectedRow == IndexPath(row: 8, section: 0))
    #expect(list.contentOffset == 4)
    #expect(list.indexPathsForVisibleRows.map(\.row) == [4, 5, 6, 7, 8])
    host.key(.pageUp)
    #expect(list.indexPathForSelectedRow == IndexPath(row: 4, section: 0))
    host.key(.pageUp)
    host.key(.pageUp)
    #expect(list.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
    #expect(list.contentOffset == 0)
  }

  @Test func theWheelScrollsWithoutMovingTheSelection() {
    let source = SpyDataSource([(nil, 50)])
    let (host, list) = makeHost(source)
    host.send(.mouse(MouseEvent(kind: .scrollDown, button: .none, position: Point(x: 2, y: 2))))
    #expect(list.contentOffset == 3)
    #expect(list.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
    for _ in 0..<30 {
      host.send(.mouse(MouseEvent(kind: .scrollDown, button: .none, position: Point(x: 2, y: 2))))
    }
    #expect(list.contentOffset == 45)
    #expect(host.lines[4].hasPrefix(" Row 0.49"))
    // The indicator sits at the bottom of the last column.
    #expect(host.lines[4].hasSuffix("┃"))
  }

  /// A list with rows starts with its first row selected, so that Enter and a screen's keys for
  /// the selected row act at once, as in Todo; emptied and filled again, it selects the first
  /// row again.
  @Test func aListWithRowsStartsWithItsFirstRowSelected() {
    let source = SpyDataSource([("Now", 2), ("Soon", 1)])
    let (host, list) = makeHost(source)
    #expect(list.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
    #expect(host.lines[0].hasPrefix(" Now"), "its header stays in view")
    #expect(host.terminal.screen[3, 1].background == Theme.standard.tint)
    host.key(.enter)
    #expect(source.chosen == [IndexPath(row: 0, section: 0)])
    source.sections = []
    list.reloadData()
    #expect(list.indexPathForSelectedRow == nil)
    source.sections = [(nil, 3)]
    list.reloadData()
    #expect(list.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
  }

  @Test func reloadKeepsOrClampsTheSelection() {
    let source = SpyDataSource([(nil, 10)])
    let (_, list) = makeHost(source)
    list.selectRow(at: IndexPath(row: 8, section: 0))
    source.sections = [(nil, 5)]
    list.reloadData()
    #expect(list.indexPathForSelectedRow == IndexPath(row: 4, section: 0))
    #expect(list.numberOfRows(inSection: 0) == 5)
    source.sections = []
    list.reloadData()
    #expect(list.indexPathForSelectedRow == nil)
    list.selectRow(at: IndexPath(row: 3, section: 3))
    #expect(list.indexPathForSelectedRow == nil)
  }

  @Test func otherKeysGoUpTheChain() {
    final class Catcher: View {
      var keys: [Key] = []
      override func pressesBegan(_ press: KeyPress) { keys.append(press.key) }
    }
    let catcher = Catcher()
    let list = ListView()
    catcher.addSubview(list)
    let host = TestHost(rootView: catcher)
    list.becomeFirstResponder()
    host.key(.character(" "))
    host.key(.character("d"))
    #expect(catcher.keys == [.character(" "), .character("d")])
  }

  /// Without color (`NO_COLOR`) a background shows nothing: the selected row is drawn in
  /// inverse video instead, and only then.
  @Test func withoutColorTheSelectedRowIsInverse() {
    let source = SpyDataSource([(nil, 3)])
    let (host, list) = makeHost(source)
    host.key(.down)
    #expect(list.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    #expect(!host.terminal.screen[3, 1].style.contains(CellStyle.inverse))
    host.window.shouldDifferentiateWithoutColor = true
    host.app.displayIfNeeded()
    let inverse = (0..<host.terminal.size.height).map { y in
      (0..<20).allSatisfy { host.terminal.screen[$0, y].style.contains(CellStyle.inverse) }
    }
    #expect(inverse == [false, true, false, false, false])
  }

  @Test func aTerminalWithoutColorTellsTheViews() {
    let terminal = InMemoryTerminal(size: Size(width: 20, height: 5), showsColor: false)
    let app = Application(rootViewController: ViewController())
    #expect(!app.window.shouldDifferentiateWithoutColor)
    app.start(on: terminal, clock: AnimationClock(ContinuousClock()))
    defer { app.stop() }
    #expect(app.window.rootViewController?.view.shouldDifferentiateWithoutColor == true)
  }
}
