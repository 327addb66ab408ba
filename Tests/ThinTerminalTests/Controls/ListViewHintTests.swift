import Foundation
import Testing
import ThinKit
import ThinTerminalTesting

@testable import ThinTerminal

/// The hint line says "Enter open" only while Enter on the list does something: while a
/// delegate hears the choice. Without one, Enter is the screen's.
@Suite @MainActor struct ListViewHintTests {
  final class Rows: ListViewDataSource {
    func numberOfSections(in listView: ListView) -> Int { 1 }
    func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int { 3 }
    func listView(_ listView: ListView, contentForRowAt indexPath: IndexPath)
      -> ListContentConfiguration
    {
      ListContentConfiguration(text: "Row \(indexPath.row)")
    }
  }

  final class Chooser: ListViewDelegate {
    var chosen: [IndexPath] = []
    func listView(_ listView: ListView, didSelectRowAt indexPath: IndexPath) {
      chosen.append(indexPath)
    }
  }

  /// A screen whose own Enter starts something, when no control takes the key first.
  final class Screen: View {
    let list = ListView()
    var starts = 0

    override var keyCommands: [KeyCommand] {
      [KeyCommand(KeyPress(.enter), title: "start") { [weak self] in self?.starts += 1 }]
    }
  }

  private let rows = Rows()

  private func makeStack(delegate: Chooser?) -> (TestHost, Screen, NavigationController) {
    let screen = Screen()
    screen.list.frame = Rect(x: 0, y: 0, width: 20, height: 3)
    screen.list.dataSource = rows
    screen.list.delegate = delegate
    screen.addSubview(screen.list)
    let stack = NavigationController(rootViewController: HostedViewController(rootView: screen))
    stack.isKeyHintsHidden = false
    let host = TestHost(stack, size: Size(width: 50, height: 8))
    screen.list.becomeFirstResponder()
    host.app.displayIfNeeded()
    return (host, screen, stack)
  }

  @Test func aListWithoutADelegateLeavesEnterToTheScreen() {
    let (host, screen, stack) = makeStack(delegate: nil)
    #expect(stack.keyHintsView.hintRows == ["↑/↓ move · Enter start · ? keys"])
    host.key(.enter)
    #expect(screen.starts == 1)
  }

  @Test func aListWithADelegateHintsEnterAndEnterChoosesTheRow() {
    let chooser = Chooser()
    let (host, screen, stack) = makeStack(delegate: chooser)
    #expect(stack.keyHintsView.hintRows == ["↑/↓ move · Enter open · ? keys"])
    host.key(.down)
    host.key(.enter)
    #expect(chooser.chosen == [IndexPath(row: 1, section: 0)])
    #expect(screen.starts == 0)
  }

  @Test func aDelegateSetOnScreenBringsTheHint() {
    let chooser = Chooser()
    let (host, screen, stack) = makeStack(delegate: nil)
    screen.list.delegate = chooser
    host.app.displayIfNeeded()
    #expect(stack.keyHintsView.hintRows == ["↑/↓ move · Enter open · ? keys"])
    #expect(host.lines[7].hasPrefix(" ↑/↓ move · Enter open · ? keys"))
  }
}
