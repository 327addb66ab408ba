import Testing
import ThinKit

@testable import ThinTerminal

/// A skin-tone modifier with no emoji before it (pasted alone, or after a letter) is drawn 2
/// columns wide by every terminal, tmux too: it is not the disputed 👍🏽, whose measured width
/// (4 in tmux) once made the renderer draw it as "?".
@Suite struct LoneSkinToneTests {
  @Test func aLoneSkinToneIsNoDisputedGrapheme() {
    #expect(DisputedWidth.of("\u{1F3FD}") == nil)
    #expect(DisputedWidth.of("👍🏽") == .skinTone)
  }

  /// As tmux measures it: the tone after `|` and after a letter shows as itself, and the cells
  /// after it stay in place.
  @Test func aLoneSkinToneIsDrawnAsItselfOnTmux() throws {
    let widths = try DisputedWidthRenderingTests.measure(ANSIScreenEmulator.Widths.tmux)
    #expect(widths[.skinTone] == 4)
    var frame = CellBuffer(size: Size(width: 10, height: 1))
    frame.draw("|\u{1F3FD}|a\u{1F3FD}|", at: .zero, foreground: .white)
    var renderer = FrameRenderer(colorMode: .trueColor, measuredWidths: widths)
    var screen = ANSIScreenEmulator(size: frame.size, columns: ANSIScreenEmulator.Widths.tmux)
    try screen.apply(renderer.render(frame, cursor: nil))
    #expect(!screen.screen.line(0).contains("?"), "\(screen.screen.line(0))")
    #expect(screen.firstLayoutDifference(from: frame, in: .trueColor) == nil)
  }
}
