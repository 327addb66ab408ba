import Foundation
import Testing
import ThinKit
import ThinTerminalTesting

@testable import ThinTerminal

/// The hint line says "Enter open" only while Enter on the list does something: while a
/// delegate hears the choice. Without one, Enter is the screen's.
@Suite @MainActor struct ListViewHintTests {
  /// A screen whose own Enter starts something, when no control takes the key first.
  final class Screen: View {
    let list = ListView()
    var starts = 0

    override var keyCommands: [KeyCommand] {
      [KeyCommand(KeyPress(.enter), title: "start") { [weak self] in self?.starts += 1 }]
    }
  }

  /// Three rows, and what was chosen among them: the list's delegate too, when it has one.
  private let rows = ListViewTests.SpyDataSource([(nil, 3)])

  private func makeStack(hasDelegate: Bool) -> (TestHost, Screen, NavigationController) {
    let screen = Screen()
    screen.list.frame = Rect(x: 0, y: 0, width: 20, height: 3)
    screen.list.dataSource = rows
    screen.list.delegate = hasDelegate ? rows : nil
    screen.addSubview(screen.list)
    let stack = NavigationController(rootViewController: HostedViewController(rootView: screen))
    stack.isKeyHintsHidden = false
    let host = TestHost(stack, size: Size(width: 50, height: 8))
    screen.list.becomeFirstResponder()
    host.app.displayIfNeeded()
    return (host, screen, stack)
  }

  @Test func aListWithoutADelegateLeavesEnterToTheScreen() {
    let (host, screen, stack) = makeStack(hasDelegate: false)
    #expect(stack.keyHintsView.hintRows == ["↑/↓ move · Enter start · ? keys"])
    host.key(.enter)
    #expect(screen.starts == 1)
  }

  @Test func aListWithADelegateHintsEnterAndEnterChoosesTheRow() {
    let (host, screen, stack) = makeStack(hasDelegate: true)
    #expect(stack.keyHintsView.hintRows == ["↑/↓ move · Enter open · ? keys"])
    host.key(.down)
    host.key(.enter)
    #expect(rows.chosen == [IndexPath(row: 1, section: 0)])
    #expect(screen.starts == 0)
  }

  @Test func aDelegateSetOnScreenBringsTheHint() {
    let (host, screen, stack) = makeStack(hasDelegate: false)
    screen.list.delegate = rows
    host.app.displayIfNeeded()
    #expect(stack.keyHintsView.hintRows == ["↑/↓ move · Enter open · ? keys"])
    #expect(host.lines[7].hasPrefix(" ↑/↓ move · Enter open · ? keys"))
  }
}
