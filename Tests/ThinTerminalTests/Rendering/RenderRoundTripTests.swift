import SeededRandom
import Testing
import ThinKit

@testable import ThinTerminal

/// The renderer's contract as a property: whatever the screen showed, applying the bytes of the
/// next frame makes it show exactly that frame.
@Suite struct RenderRoundTripTests {
  @Test(arguments: [ColorMode.trueColor, .palette256, .palette16, .noColor])
  func diffAppliedToTheOldScreenGivesTheNewFrame(mode: ColorMode) throws {
    for seed in UInt64(1)...150 {
      var random = SplitMix64(seed: seed)
      let size = Size(
        width: Int.random(in: 1...24, using: &random), height: Int.random(in: 1...8, using: &random)
      )
      var renderer = FrameRenderer(colorMode: mode)
      var screen = ANSIScreenEmulator(size: size)
      var frame = RandomFrames.frame(size: size, using: &random)
      try screen.apply(renderer.render(frame, cursor: nil))
      #expect(
        screen.screen.firstDifference(from: frame.shown(in: mode)) == nil,
        "seed \(seed)")
      for step in 0..<6 {
        if Int.random(in: 0..<5, using: &random) == 0 {
          frame = RandomFrames.frame(size: size, using: &random)
        } else {
          RandomFrames.mutate(
            &frame, operations: Int.random(in: 1...3, using: &random), using: &random)
        }
        let cursor =
          Bool.random(using: &random)
          ? Point(
            x: Int.random(in: 0..<size.width, using: &random),
            y: Int.random(in: 0..<size.height, using: &random))
          : nil
        try screen.apply(renderer.render(frame, cursor: cursor))
        let difference = screen.screen.firstDifference(from: frame.shown(in: mode))
        #expect(difference == nil, "seed \(seed), step \(step)")
        #expect(screen.isCursorVisible == (cursor != nil))
        if let cursor { #expect(screen.cursor == cursor, "seed \(seed), step \(step)") }
      }
    }
  }

  /// A wide grapheme whose continuation cell is overwritten (a cell set directly) has no room
  /// left and is written as a space: a diff writes it again too, as a full redraw does.
  @Test func aWideGraphemeThatLosesItsRoomIsWrittenAgain() throws {
    let size = Size(width: 6, height: 1)
    var frame = CellBuffer(size: size)
    frame.draw("a界b", at: .zero, foreground: .white)
    var renderer = FrameRenderer(colorMode: .trueColor)
    var screen = ANSIScreenEmulator(size: size)
    try screen.apply(renderer.render(frame, cursor: nil))
    #expect(screen.screen[1, 0].character == "界")
    frame[2, 0] = Cell(character: "x", foreground: .white)
    try screen.apply(renderer.render(frame, cursor: nil))
    var redrawn = ANSIScreenEmulator(size: size)
    var fresh = FrameRenderer(colorMode: .trueColor)
    try redrawn.apply(fresh.render(frame, cursor: nil))
    #expect(redrawn.screen[1, 0].character == " ")
    #expect(screen.screen == redrawn.screen)
  }

  /// A wide grapheme replaced by a narrow cell leaves its second column to the cell after it,
  /// even when that cell did not change (a continuation set directly, now without a grapheme
  /// to its left): its own colors are written, as a full redraw writes them. Found by the
  /// renderer's fuzzer (`Fuzz/corpus/renderer/finding-*`).
  @Test(arguments: ["界", "क्ष"])
  func aCellAWideGraphemeCoveredIsWrittenAgainWhenTheGraphemeGoes(wide: String) throws {
    let size = Size(width: 4, height: 1)
    var frame = CellBuffer(size: size)
    frame[0, 0] = Cell(character: Character(wide), foreground: .black)
    frame[1, 0] = Cell(character: " ", background: .white, isContinuation: true)
    var renderer = FrameRenderer(colorMode: .trueColor)
    var screen = ANSIScreenEmulator(size: size)
    try screen.apply(renderer.render(frame, cursor: nil))
    frame[0, 0] = Cell(character: "a", foreground: .white)
    try screen.apply(renderer.render(frame, cursor: nil))
    var redrawn = ANSIScreenEmulator(size: size)
    var fresh = FrameRenderer(colorMode: .trueColor)
    try redrawn.apply(fresh.render(frame, cursor: nil))
    #expect(redrawn.screen[1, 0] == Cell(character: " ", background: .white))
    #expect(screen.screen == redrawn.screen)
  }

  @Test func diffIsSmallerThanAFullRedraw() {
    var random = SplitMix64(seed: 42)
    let size = Size(width: 80, height: 24)
    var renderer = FrameRenderer(colorMode: .trueColor)
    var frame = RandomFrames.frame(size: size, using: &random)
    let full = renderer.render(frame, cursor: nil).count
    frame.draw("changed", at: Point(x: 3, y: 3), foreground: .white)
    let diff = renderer.render(frame, cursor: nil).count
    #expect(diff < full / 10)
  }

  @Test func resizedScreenIsRedrawnInFull() throws {
    var random = SplitMix64(seed: 7)
    var renderer = FrameRenderer(colorMode: .trueColor)
    var screen = ANSIScreenEmulator(size: Size(width: 12, height: 4))
    try screen.apply(
      renderer.render(RandomFrames.frame(size: screen.screen.size, using: &random), cursor: nil))
    let larger = RandomFrames.frame(size: Size(width: 16, height: 6), using: &random)
    screen.resize(to: larger.size)
    try screen.apply(renderer.render(larger, cursor: nil))
    #expect(screen.screen == larger)
  }
}
