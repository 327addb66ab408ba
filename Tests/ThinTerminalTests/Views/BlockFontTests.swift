import Testing

@testable import ThinTerminal

/// The block font: pixels of each glyph, stretched over any number of cells.
@Suite struct BlockFontTests {
  private func render(_ font: BlockFont, in size: Size) -> [String] {
    (0..<size.height).map { y in
      String((0..<size.width).map { font.isSet(x: $0, y: y, in: size) ? "#" : "." })
    }
  }

  @Test func minusTwoAtOnePixelPerCell() throws {
    let font = try #require(BlockFont("-2"))
    #expect(font.width == 7)
    #expect(
      render(font, in: Size(width: 7, height: 5)) == [
        "....###",
        "......#",
        "###.###",
        "....#..",
        "....###",
      ])
  }

  @Test func stretchingDoublesEachPixel() throws {
    let font = try #require(BlockFont("1"))
    #expect(
      render(font, in: Size(width: 6, height: 5)) == [
        "..##..",
        "####..",
        "..##..",
        "..##..",
        "######",
      ])
  }

  @Test func scaledDrawingKeepsEveryRowOfTheGlyph() throws {
    let font = try #require(BlockFont("8"))
    #expect(
      render(font, in: Size(width: 8, height: 7)) == [
        "########",
        "########",
        "###...##",
        "########",
        "########",
        "###...##",
        "########",
      ])
  }

  @Test func unknownCharactersHaveNoGlyph() {
    #expect(BlockFont("1a") == nil)
    #expect(BlockFont("12 34") == nil)
    #expect(BlockFont("−9") != nil)
  }

  /// A clock's colon and a decimal point are one pixel wide, so "12:05" reads as a clock.
  @Test func aClockHasANarrowColon() throws {
    let font = try #require(BlockFont("1:0.5"))
    #expect(font.width == 3 + 1 + 1 + 1 + 3 + 1 + 1 + 1 + 3)
    #expect(
      render(font, in: Size(width: font.width, height: 5)) == [
        ".#....###...###",
        "##..#.#.#...#..",
        ".#....#.#...###",
        ".#..#.#.#.....#",
        "###...###.#.###",
      ])
  }

  @Test func outOfRangeCellsAreBlank() throws {
    let font = try #require(BlockFont("8"))
    #expect(!font.isSet(x: -1, y: 0, in: Size(width: 3, height: 5)))
    #expect(!font.isSet(x: 0, y: 9, in: Size(width: 3, height: 5)))
    #expect(!font.isSet(x: 0, y: 0, in: .zero))
  }
}
