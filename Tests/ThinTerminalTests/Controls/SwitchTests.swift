import Testing
import ThinKit
import ThinTerminalTesting

@testable import ThinTerminal

@Suite @MainActor struct SwitchTests {
  @Test func spaceEnterAndClicksFlipItAndSendValueChanged() {
    let toggle = Switch()
    toggle.frame = Rect(x: 1, y: 1, width: 5, height: 1)
    var values: [Bool] = []
    toggle.addAction(for: .valueChanged) { values.append(toggle.isOn) }
    let host = TestHost(hosting: toggle, size: Size(width: 20, height: 5))
    #expect(host.lines[1].hasPrefix(" ● OFF"))
    toggle.becomeFirstResponder()
    host.key(.character(" "))
    #expect(toggle.isOn)
    host.key(.enter)
    host.click(at: Point(x: 2, y: 1))
    #expect(values == [true, false, true])
    #expect(host.lines[1].hasPrefix("  ON ●"))
    toggle.setOn(false, animated: false)
    #expect(values.count == 3)
    host.app.displayIfNeeded()
    #expect(host.terminal.screen[1, 1].background == Theme.standard.fieldBackground)
  }

  @Test func onColorAnimatesFromTheTheme() async {
    let toggle = Switch()
    toggle.frame = Rect(x: 0, y: 0, width: 5, height: 1)
    let host = TestHost(hosting: toggle, size: Size(width: 20, height: 5))
    toggle.setOn(true, animated: true)
    await host.advance(by: .milliseconds(250))
    #expect(host.terminal.screen[0, 0].background == Theme.standard.tint)
  }
}
