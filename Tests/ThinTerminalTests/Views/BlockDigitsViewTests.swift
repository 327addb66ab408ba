import Testing
import ThinKit
import ThinTerminalTesting

@testable import ThinTerminal

/// Large block digits: a clock reads as a clock, any size falls back to text it can show.
@Suite @MainActor struct BlockDigitsViewTests {
  private func host(_ view: BlockDigitsView, in size: Size, glyphSet: GlyphSet = .unicode)
    -> TestHost
  {
    view.frame = Rect(origin: .zero, size: view.sizeThatFits(size))
    return TestHost(hosting: view, size: size, glyphSet: glyphSet)
  }

  @Test func aClockDrawsInSquarePixelsTwoColumnsWide() {
    let clock = BlockDigitsView(text: "25:00")
    #expect(clock.sizeThatFits(Size(width: 80, height: 24)) == Size(width: 34, height: 5))
    let host = host(clock, in: Size(width: 40, height: 8))
    #expect(
      host.lines.prefix(5).map(\.droppingTrailingSpaces)
        == [
          "██████  ██████      ██████  ██████",
          "    ██  ██      ██  ██  ██  ██  ██",
          "██████  ██████      ██  ██  ██  ██",
          "██          ██  ██  ██  ██  ██  ██",
          "██████  ██████      ██████  ██████",
        ].map(\.droppingTrailingSpaces))
  }

  @Test func narrowerPixelsThenPlainTextWhenTheDigitsDoNotFit() {
    let clock = BlockDigitsView(text: "25:00")
    #expect(clock.sizeThatFits(Size(width: 20, height: 5)) == Size(width: 17, height: 5))
    #expect(clock.sizeThatFits(Size(width: 16, height: 5)) == Size(width: 5, height: 1))
    #expect(clock.sizeThatFits(Size(width: 40, height: 4)) == Size(width: 5, height: 1))
    #expect(BlockDigitsView().sizeThatFits(Size(width: 40, height: 9)) == .zero)
  }

  @Test func textWithoutGlyphsIsPlainBoldText() {
    let view = BlockDigitsView(text: "25 min")
    #expect(view.sizeThatFits(Size(width: 40, height: 9)) == Size(width: 6, height: 1))
    let host = host(view, in: Size(width: 30, height: 8))
    #expect(host.lines[0].hasPrefix("25 min"))
    #expect(host.terminal.screen[0, 0].style.contains(.bold))
  }

  @Test func itDrawsInTheThemesTextColorUnlessGivenOne() {
    let view = BlockDigitsView(text: "1")
    let host = host(view, in: Size(width: 30, height: 8))
    #expect(host.terminal.screen[2, 0].foreground == host.window.theme.text)
    view.textColor = Color(red: 255, green: 0, blue: 0)
    host.app.displayIfNeeded()
    #expect(host.terminal.screen[2, 0].foreground == Color(red: 255, green: 0, blue: 0))
  }

  @Test func withoutUnicodeThePixelsAreHashes() {
    let host = host(BlockDigitsView(text: "-1"), in: Size(width: 20, height: 6), glyphSet: .ascii)
    #expect(host.lines[2].hasPrefix("######    ##"))
  }

  @Test func changingTheTextLaysOutItsSuperviewAgain() {
    let container = View()
    let view = BlockDigitsView(text: "1")
    container.addSubview(view)
    container.layoutIfNeeded()
    view.text = "10:00"
    #expect(container.needsLayout)
  }
}
