import Testing
import ThinKit
import ThinTerminalTesting

@testable import ThinTerminal

@Suite @MainActor struct ViewLayoutTests {
  final class CountingView: View {
    var layouts = 0
    override func layoutSubviews() { layouts += 1 }
  }

  final class LayoutController: ViewController {
    var calls: [String] = []
    override func viewWillLayoutSubviews() { calls.append("will") }
    override func viewDidLayoutSubviews() { calls.append("did") }
  }

  @Test func layoutRunsOnlyWhenNeeded() {
    let view = CountingView(frame: Rect(x: 0, y: 0, width: 4, height: 4))
    view.layoutIfNeeded()
    view.layoutIfNeeded()
    #expect(view.layouts == 1)
    view.frame.origin = Point(x: 3, y: 3)
    view.layoutIfNeeded()
    #expect(view.layouts == 1)
    view.frame.size = Size(width: 5, height: 4)
    view.layoutIfNeeded()
    #expect(view.layouts == 2)
    view.addSubview(View())
    view.setNeedsLayout()
    view.layoutIfNeeded()
    #expect(view.layouts == 3)
  }

  @Test func layoutGoesTopDownAndCallsTheController() {
    let controller = LayoutController()
    let child = CountingView()
    controller.view.addSubview(child)
    controller.view.layoutIfNeeded()
    #expect(controller.calls == ["will", "did"])
    #expect(child.layouts == 1)
  }

  @Test func resizingTheTerminalLaysTheRootOutAgain() {
    let root = CountingView()
    let host = TestHost(rootView: root, size: Size(width: 30, height: 8))
    let before = root.layouts
    host.resize(to: Size(width: 50, height: 10))
    #expect(root.frame == Rect(x: 0, y: 0, width: 50, height: 10))
    #expect(root.layouts == before + 1)
  }

  @Test func labelSizesToItsText() {
    let label = Label(text: "two words")
    label.sizeToFit()
    #expect(label.frame.size == Size(width: 9, height: 1))
    label.numberOfLines = 0
    #expect(label.sizeThatFits(Size(width: 5, height: 10)) == Size(width: 5, height: 2))
  }

  @Test func stackViewArrangesItsViews() {
    let stack = StackView(arrangedSubviews: [
      Label(text: "Title"), TextField(), Button(title: "Go"),
    ])
    stack.spacing = 1
    stack.alignment = .center
    stack.frame = Rect(x: 0, y: 0, width: 20, height: 10)
    stack.layoutIfNeeded()
    #expect(
      stack.arrangedSubviews.map(\.frame) == [
        Rect(x: 7, y: 0, width: 5, height: 1),
        Rect(x: 0, y: 2, width: 20, height: 1),
        Rect(x: 7, y: 4, width: 6, height: 1),
      ])
    stack.arrangedSubviews[1].isHidden = true
    stack.layoutIfNeeded()
    #expect(stack.arrangedSubviews[2].frame.minY == 2)
    #expect(stack.sizeThatFits(.unbounded) == Size(width: 6, height: 3))
  }

  @Test func horizontalStackViewFillsItsHeight() {
    let a = Button(title: "−")
    let b = Button(title: "+")
    let stack = StackView(arrangedSubviews: [a, b], axis: .horizontal, spacing: 2)
    stack.frame = Rect(x: 0, y: 0, width: 20, height: 3)
    stack.layoutIfNeeded()
    #expect(a.frame == Rect(x: 0, y: 0, width: 5, height: 3))
    #expect(b.frame == Rect(x: 7, y: 0, width: 5, height: 3))
    stack.removeArrangedSubview(a)
    #expect(stack.arrangedSubviews.count == 1 && a.superview == nil)
  }

  /// As in UIKit, an arranged view that leaves the stack by any way is no longer arranged:
  /// the stack neither keeps it alive nor lays it out in the view it moved to.
  @Test func anArrangedViewRemovedOrMovedElsewhereIsNoLongerArranged() {
    let a = Label(text: "a")
    let b = Label(text: "b")
    let stack = StackView(arrangedSubviews: [a, b])
    stack.frame = Rect(x: 0, y: 0, width: 10, height: 5)
    weak var removed: Label?
    do {
      let c = Label(text: "c")
      removed = c
      stack.addArrangedSubview(c)
      c.removeFromSuperview()
    }
    #expect(removed == nil)
    let elsewhere = View(frame: Rect(x: 0, y: 0, width: 10, height: 5))
    elsewhere.addSubview(a)
    a.frame = Rect(x: 3, y: 3, width: 1, height: 1)
    stack.setNeedsLayout()
    stack.layoutIfNeeded()
    #expect(stack.arrangedSubviews.map { ($0 as? Label)?.text } == ["b"])
    #expect(a.frame == Rect(x: 3, y: 3, width: 1, height: 1))
    #expect(b.frame.minY == 0)
  }
}
