import Testing
import ThinKit
import ThinTerminalTesting

@testable import ThinTerminal

@Suite @MainActor struct ViewHierarchyTests {
  /// Logs its moves between superviews and windows.
  final class MoveLog: View {
    var moves: [String] = []
    override func didMoveToSuperview() { moves.append(superview == nil ? "removed" : "added") }
    override func didMoveToWindow() { moves.append(window == nil ? "left window" : "in window") }
  }

  @Test func addInsertAndRemoveKeepOneSuperview() {
    let a = View()
    let b = View()
    let child = View()
    let other = View()
    a.addSubview(child)
    a.insertSubview(other, at: 0)
    #expect(a.subviews.map { $0 === other } == [true, false])
    b.addSubview(child)
    #expect(a.subviews.count == 1)
    #expect(child.superview === b)
    a.bringSubviewToFront(other)
    a.addSubview(View())
    a.bringSubviewToFront(other)
    #expect(a.subviews.last === other)
    child.removeFromSuperview()
    #expect(b.subviews.isEmpty && child.superview == nil)
  }

  @Test func cyclesAreRefused() {
    let parent = View()
    let child = View()
    parent.addSubview(child)
    child.addSubview(parent)
    parent.addSubview(parent)
    #expect(parent.superview == nil)
    #expect(child.subviews.isEmpty)
    #expect(child.isDescendant(of: parent) && !parent.isDescendant(of: child))
  }

  @Test func windowMovesReachTheWholeSubtree() {
    let root = View()
    let container = View()
    let leaf = MoveLog()
    container.addSubview(leaf)
    let host = TestHost(rootView: root)
    root.addSubview(container)
    #expect(leaf.window === host.window)
    container.removeFromSuperview()
    #expect(leaf.window == nil)
    #expect(leaf.moves == ["added", "in window", "left window"])
  }

  @Test func themeIsInheritedAndOverridable() {
    final class ThemeWatcher: View {
      var changes = 0
      override func themeDidChange() { changes += 1 }
    }
    var dark = Theme.standard
    dark.background = .black
    dark.text = .white
    let root = View()
    let watcher = ThemeWatcher()
    root.addSubview(watcher)
    let before = watcher.changes
    #expect(watcher.theme == .standard)
    root.theme = dark
    #expect(watcher.theme == dark)
    #expect(watcher.changes == before + 1)
    watcher.theme = .standard
    root.theme = nil
    #expect(watcher.theme == .standard)
    #expect(root.theme == .standard)
  }

  @Test func windowDrawsItsThemeBackground() {
    var dark = Theme.standard
    dark.background = Color(white: 20)
    let host = TestHost(ViewController(), theme: dark)
    #expect(host.terminal.screen[5, 5].background == Color(white: 20))
  }
}
