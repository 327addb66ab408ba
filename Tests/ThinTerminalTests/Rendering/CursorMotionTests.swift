import Testing

@testable import ThinTerminal

@Suite struct CursorMotionTests {
  private func move(from current: Point?, to target: Point) -> String {
    var bytes: [UInt8] = []
    CursorMotion.append(from: current, to: target, into: &bytes)
    return String(decoding: bytes, as: UTF8.self).replacing("\u{1B}", with: "⎋")
  }

  @Test func unknownPositionMovesAbsolutely() {
    #expect(move(from: nil, to: .zero) == "⎋[H")
    #expect(move(from: nil, to: Point(x: 0, y: 4)) == "⎋[5H")
    #expect(move(from: nil, to: Point(x: 9, y: 4)) == "⎋[5;10H")
  }

  @Test func sameCellMovesNothing() {
    #expect(move(from: Point(x: 3, y: 3), to: Point(x: 3, y: 3)) == "")
  }

  @Test func oneByteMovesWhereTheyExist() {
    #expect(move(from: Point(x: 7, y: 2), to: Point(x: 0, y: 2)) == "\r")
    #expect(move(from: Point(x: 7, y: 2), to: Point(x: 6, y: 2)) == "\u{8}")
    #expect(move(from: Point(x: 7, y: 2), to: Point(x: 7, y: 3)) == "\n")
    #expect(move(from: Point(x: 7, y: 2), to: Point(x: 0, y: 3)) == "\r\n")
  }

  @Test func relativeMovesWhenShorter() {
    #expect(move(from: Point(x: 7, y: 2), to: Point(x: 8, y: 2)) == "⎋[C")
    #expect(move(from: Point(x: 7, y: 2), to: Point(x: 19, y: 2)) == "⎋[12C")
    #expect(move(from: Point(x: 70, y: 20), to: Point(x: 50, y: 20)) == "⎋[20D")
    #expect(move(from: Point(x: 70, y: 20), to: Point(x: 70, y: 10)) == "⎋[10A")
    #expect(move(from: Point(x: 70, y: 20), to: Point(x: 70, y: 24)) == "⎋[4B")
  }

  @Test func absoluteWhenRelativeIsNotShorter() {
    #expect(move(from: Point(x: 150, y: 0), to: Point(x: 1, y: 0)) == "⎋[1;2H")
    #expect(move(from: Point(x: 5, y: 5), to: Point(x: 9, y: 9)) == "⎋[10;10H")
  }
}
