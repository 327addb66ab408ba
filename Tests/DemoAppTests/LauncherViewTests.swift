import DemoApp
import Testing
import ThinKit
import ThinTerminal
import ThinTerminalTesting

/// The launcher screen as drawn, at the smallest size the demo runs in and at a roomy one.
@Suite @MainActor struct LauncherViewTests {
  private func host(width: Int, height: Int) -> TestHost {
    let view = LauncherView()
    view.items = [
      LauncherView.Item(title: "Counter", summary: "presenter + interactor"),
      LauncherView.Item(title: "Todo", summary: "startup steps"),
    ]
    return TestHost(rootView: view, size: Size(width: width, height: height))
  }

  private func trimmed(_ line: String) -> String {
    line.trimmingCharacters(in: .whitespaces)
  }

  @Test func theKeyHintsTakeASecondLineRatherThanLoseTheirEnd() {
    let narrow = host(width: 40, height: 12)
    #expect(trimmed(narrow.lines[9]) == "↑/↓ choose · Enter open · Esc back ·")
    #expect(trimmed(narrow.lines[10]) == "q quit")
    #expect(narrow.lines[3].contains("Counter") && narrow.lines[4].contains("Todo"))

    let wide = host(width: 80, height: 12)
    #expect(trimmed(wide.lines[10]) == "↑/↓ choose · Enter open · Esc back · q quit")
    #expect(trimmed(wide.lines[9]).isEmpty)
  }
}
