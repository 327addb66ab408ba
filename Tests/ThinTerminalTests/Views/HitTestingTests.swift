import Testing
import ThinKit

@testable import ThinTerminal

@Suite @MainActor struct HitTestingTests {
  private func makeTree() -> (root: View, panel: View, leaf: View) {
    let root = View(frame: Rect(x: 0, y: 0, width: 40, height: 20))
    let panel = View(frame: Rect(x: 10, y: 5, width: 20, height: 10))
    let leaf = View(frame: Rect(x: 2, y: 3, width: 4, height: 2))
    root.addSubview(panel)
    panel.addSubview(leaf)
    return (root, panel, leaf)
  }

  @Test func hitTestFindsTheDeepestViewFrontToBack() {
    let (root, panel, leaf) = makeTree()
    #expect(root.hitTest(Point(x: 13, y: 8)) === leaf)
    #expect(root.hitTest(Point(x: 11, y: 6)) === panel)
    #expect(root.hitTest(Point(x: 1, y: 1)) === root)
    #expect(root.hitTest(Point(x: 40, y: 0)) == nil)
    let cover = View(frame: Rect(x: 12, y: 8, width: 1, height: 1))
    panel.superview?.addSubview(cover)
    #expect(root.hitTest(Point(x: 12, y: 8)) === cover)
    cover.isUserInteractionEnabled = false
    #expect(root.hitTest(Point(x: 12, y: 8)) === leaf)
    leaf.isHidden = true
    #expect(root.hitTest(Point(x: 12, y: 8)) === panel)
  }

  @Test func pointInsideAndConversions() {
    let (root, panel, leaf) = makeTree()
    #expect(leaf.point(inside: Point(x: 3, y: 1)))
    #expect(!leaf.point(inside: Point(x: 4, y: 1)))
    #expect(leaf.convert(Point(x: 1, y: 1), to: root) == Point(x: 13, y: 9))
    #expect(leaf.convert(Point(x: 1, y: 1), to: panel) == Point(x: 3, y: 4))
    #expect(root.convert(Point(x: 13, y: 9), to: leaf) == Point(x: 1, y: 1))
    #expect(leaf.convert(Point(x: 13, y: 9), from: root) == Point(x: 1, y: 1))
    #expect(
      leaf.convert(Rect(x: 0, y: 0, width: 4, height: 2), to: nil)
        == Rect(x: 12, y: 8, width: 4, height: 2))
  }

  @Test func transformsMoveHitTestingAndConversions() {
    let (root, panel, leaf) = makeTree()
    panel.transform = Transform(translationX: 3, y: -1)
    #expect(leaf.convert(Point.zero, to: nil) == Point(x: 15, y: 7))
    #expect(root.hitTest(Point(x: 15, y: 7)) === leaf)
    #expect(root.hitTest(Point(x: 12, y: 8)) !== leaf)
  }
}
