import Testing
import ThinKit

@testable import ThinTerminal

@Suite struct ColorModeTests {
  @Test(arguments: [
    (["COLORTERM": "truecolor", "TERM": "xterm-256color"], ColorMode.trueColor),
    (["COLORTERM": "24bit", "TERM": "xterm"], .trueColor),
    (["TERM": "xterm-direct"], .trueColor),
    (["TERM": "xterm-256color"], .palette256),
    (["TERM": "tmux-256color", "COLORTERM": "yes"], .palette256),
    (["TERM": "xterm"], .palette16),
    (["TERM": "linux"], .palette16),
    (["TERM": "vt100"], .palette16),
    ([:], .palette16),
    (["TERM": "dumb", "COLORTERM": "truecolor"], .noColor),
    (["NO_COLOR": "1", "COLORTERM": "truecolor", "TERM": "xterm-256color"], .noColor),
    (["NO_COLOR": "", "TERM": "xterm-256color"], .palette256),
  ])
  func detection(environment: [String: String], expected: ColorMode) {
    #expect(ColorMode.detect(environment: environment) == expected)
  }

  @Test func nearest256UsesTheCubeOrTheGrayRampWhicheverIsNearer() {
    #expect(XtermPalette.nearest256(to: Color(red: 255, green: 0, blue: 0)) == 196)
    #expect(XtermPalette.nearest256(to: .white) == 231)
    #expect(XtermPalette.nearest256(to: .black) == 16)
    #expect(XtermPalette.nearest256(to: Color(red: 95, green: 135, blue: 175)) == 67)
    #expect(XtermPalette.nearest256(to: Color(white: 128)) == 244)  // gray 8 + 10·12
    #expect(XtermPalette.nearest256(to: Color(white: 100)) == 241)  // gray 98 beats cube 95
    #expect(XtermPalette.nearest256(to: Color(white: 95)) == 59)  // cube 95 beats gray 98
    #expect(XtermPalette.nearest256(to: Color(white: 12)) == 232)  // gray 8 beats black
    #expect(XtermPalette.nearest256(to: Color(red: 240, green: 240, blue: 238)) == 255)
  }

  @Test func paletteColorsRoundTripThroughNearest256() {
    for index in UInt8(16)...255 {
      let color = XtermPalette.color(at: index)
      #expect(XtermPalette.color(at: XtermPalette.nearest256(to: color)) == color, "index \(index)")
    }
  }

  @Test func nearest16() {
    #expect(XtermPalette.nearest16(to: Color(red: 200, green: 10, blue: 10)) == 1)
    #expect(XtermPalette.nearest16(to: Color(red: 250, green: 20, blue: 20)) == 9)
    #expect(XtermPalette.nearest16(to: Color(white: 60)) == 0)
    #expect(XtermPalette.nearest16(to: Color(white: 110)) == 8)
    #expect(XtermPalette.nearest16(to: Color(red: 0, green: 0, blue: 255)) == 4)  // xterm's 0,0,238
    #expect(XtermPalette.nearest16(to: Color(red: 80, green: 80, blue: 255)) == 12)
    #expect(XtermPalette.nearest16(to: .white) == 15)
  }

  @Test func sgrParametersPerMode() {
    func parameters(_ color: TerminalColor, foreground: Bool = true) -> String {
      var bytes: [UInt8] = []
      color.appendParameters(foreground: foreground, to: &bytes)
      return String(decoding: bytes, as: UTF8.self)
    }
    #expect(parameters(.rgb(red: 1, green: 22, blue: 255)) == "38;2;1;22;255")
    #expect(parameters(.rgb(red: 0, green: 0, blue: 0), foreground: false) == "48;2;0;0;0")
    #expect(parameters(.indexed(196)) == "38;5;196")
    #expect(parameters(.indexed(1)) == "31")
    #expect(parameters(.indexed(9)) == "91")
    #expect(parameters(.indexed(4), foreground: false) == "44")
    #expect(parameters(.indexed(15), foreground: false) == "107")
    #expect(ColorMode.noColor.terminalColor(for: .white) == nil)
    #expect(
      ColorMode.palette16.terminalColor(for: Color(red: 255, green: 0, blue: 0)) == .indexed(9))
  }
}
