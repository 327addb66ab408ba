import Testing
import ThinKit
import ThinTerminalTesting

@testable import ThinTerminal

@Suite @MainActor struct ButtonTests {
  private func makeHost(_ button: Button) -> TestHost {
    button.frame = Rect(x: 0, y: 0, width: 12, height: 1)
    let host = TestHost(hosting: button, size: Size(width: 20, height: 5))
    host.app.preferredFramesPerSecond = 8
    return host
  }

  @Test func enterActsOnTheKeyAndTheHighlightFlashesAfterwards() async {
    var events: [String] = []
    let button = Button(title: "LOG IN")
    button.addAction(for: .touchDown) { events.append("down") }
    button.addAction(for: .touchUpInside) { events.append("up") }
    button.addAction(for: .primaryActionTriggered) { events.append("action") }
    let host = makeHost(button)
    let theme = Theme.standard
    button.becomeFirstResponder()
    host.key(.enter)
    // The action ran on the key, before any time passed; the press shows afterwards.
    #expect(events == ["down", "up", "action"])
    #expect(button.isHighlighted)
    #expect(button.animationKeys == [HighlightBehavior.flashKey])
    await host.advance(by: .milliseconds(100))
    #expect(host.terminal.screen[0, 0].background == theme.buttonPressedBackground)
    await host.advance(by: .milliseconds(50))
    #expect(!button.isHighlighted)
    await host.advance(by: .seconds(1))
    #expect(host.terminal.screen[0, 0].background == theme.buttonBackground)
    #expect(events == ["down", "up", "action"])
  }

  @Test func eachKeyActsAndTheNextEventEndsTheHighlight() {
    var actions = 0
    let button = Button(title: "OK") { actions += 1 }
    let host = makeHost(button)
    button.becomeFirstResponder()
    host.key(.character(" "))
    #expect(actions == 1)
    host.key(.character(" "))
    #expect(actions == 2)
    #expect(button.isHighlighted)
    host.key(.tab)
    #expect(actions == 2)
    #expect(!button.isHighlighted)
  }

  @Test func pressedColorAnimatesIn() async {
    let button = Button(title: "LOG IN")
    let host = makeHost(button)
    let theme = Theme.standard
    #expect(host.terminal.screen[0, 0].background == theme.buttonBackground)
    button.becomeFirstResponder()
    button.keyboardPressDuration = .seconds(1)
    host.key(.enter)
    await host.advance(by: .milliseconds(250))
    #expect(host.terminal.screen[0, 0].background == theme.buttonPressedBackground)
  }

  @Test func clickInsideActsAndDraggingOutsideDoesNot() {
    var events: [String] = []
    let button = Button(title: "Go")
    button.addAction(for: .touchUpInside) { events.append("inside") }
    button.addAction(for: .touchUpOutside) { events.append("outside") }
    let host = makeHost(button)
    host.click(at: Point(x: 3, y: 0))
    #expect(events == ["inside"])
    #expect(!button.isFirstResponder)
    host.send(.mouse(MouseEvent(kind: .press, position: Point(x: 3, y: 0))))
    #expect(button.isHighlighted)
    host.send(.mouse(MouseEvent(kind: .drag, position: Point(x: 15, y: 3))))
    #expect(!button.isHighlighted)
    host.send(.mouse(MouseEvent(kind: .release, position: Point(x: 15, y: 3))))
    #expect(events == ["inside", "outside"])
  }

  /// A pointer press still held when its button leaves the window is cancelled, as UIKit
  /// cancels the touches of a view removed while tracking: its action must not run later from
  /// off screen. A keyboard press acted on the key; leaving only ends its highlight.
  @Test func leavingTheWindowCancelsAPressInProgress() async {
    var events: [String] = []
    let button = Button(title: "Delete")
    for (event, name) in [
      (ControlEvents.touchDown, "down"), (.touchUpInside, "up"), (.touchCancel, "cancel"),
      (.primaryActionTriggered, "action"),
    ] {
      button.addAction(for: event) { events.append(name) }
    }
    let host = makeHost(button)
    button.becomeFirstResponder()
    host.key(.enter)
    button.removeFromSuperview()
    #expect(!button.isHighlighted)
    await host.advance(by: .seconds(1))
    host.window.rootViewController?.view.addSubview(button)
    host.send(.mouse(MouseEvent(kind: .press, position: Point(x: 3, y: 0))))
    button.removeFromSuperview()
    host.send(.mouse(MouseEvent(kind: .release, position: Point(x: 3, y: 0))))
    #expect(events == ["down", "up", "action", "down", "cancel"])
  }

  @Test func disabledButtonsIgnorePressesAndDrawDimmed() {
    var actions = 0
    let button = Button(title: "Go") { actions += 1 }
    button.isEnabled = false
    let host = makeHost(button)
    host.click(at: Point(x: 3, y: 0))
    #expect(actions == 0)
    #expect(!button.becomeFirstResponder())
    #expect(host.terminal.screen[5, 0].foreground == Theme.standard.secondaryText)
  }

  @Test func focusMarksAndTheLinkStyle() {
    let button = Button(title: "Forgotten password?", style: .plain)
    button.frame = Rect(x: 0, y: 0, width: 24, height: 1)
    let host = TestHost(hosting: button, size: Size(width: 30, height: 5))
    #expect(host.lines[0] == "  Forgotten password?         ")
    #expect(host.terminal.screen[2, 0].foreground == Theme.standard.link)
    #expect(host.terminal.screen[2, 0].background == Theme.standard.background)
    button.becomeFirstResponder()
    host.app.displayIfNeeded()
    #expect(host.lines[0] == "▸ Forgotten password? ◂       ")
    #expect(host.terminal.screen[2, 0].style.contains(.underline))
  }

  @Test func sizeThatFitsLeavesRoomForTheFocusMarks() {
    #expect(Button(title: "LOG IN").sizeThatFits(.unbounded) == Size(width: 10, height: 1))
  }

  @Test func removingActionsStopsThem() {
    var count = 0
    let button = Button(title: "x")
    button.addAction(for: [.touchUpInside, .primaryActionTriggered]) { count += 1 }
    button.sendActions(for: [.touchUpInside, .primaryActionTriggered])
    #expect(count == 1)
    button.removeActions(for: .touchUpInside)
    button.sendActions(for: .primaryActionTriggered)
    #expect(count == 1)
  }
}
