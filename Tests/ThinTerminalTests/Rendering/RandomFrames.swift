import SeededRandom
import ThinKit

@testable import ThinTerminal

/// Random but valid frames for property tests: drawn only through `CellBuffer`'s own `fill` and
/// `draw`, from a pool of narrow, wide and combined graphemes.
enum RandomFrames {
  static let graphemes: [String] = [
    "a", "Z", "7", " ", "~", "界", "🙂", "é", "e\u{301}", "—", "ｱ", "한",
  ]
  static let colors: [Color] = [
    .white, .black, Color(red: 200, green: 30, blue: 40), Color(red: 20, green: 160, blue: 90),
    Color(red: 90, green: 90, blue: 250), Color(white: 128), Color(red: 255, green: 200, blue: 0),
  ]
  static let styles: [CellStyle] = [
    [], [.bold], [.underline], [.inverse, .dim], [.italic, .bold],
  ]

  /// A frame of `size` with a few random fills and strings.
  static func frame(size: Size, using random: inout SplitMix64) -> CellBuffer {
    var frame = CellBuffer(size: size)
    mutate(&frame, operations: Int.random(in: 1...8, using: &random), using: &random)
    return frame
  }

  /// Applies `operations` random fills and draws.
  static func mutate(
    _ frame: inout CellBuffer, operations: Int, using random: inout SplitMix64
  ) {
    let size = frame.size
    for _ in 0..<operations {
      let x = Int.random(in: -2...size.width, using: &random)
      let y = Int.random(in: 0..<size.height, using: &random)
      if Bool.random(using: &random) && Int.random(in: 0..<4, using: &random) == 0 {
        let rect = Rect(
          x: x, y: y, width: Int.random(in: 1...size.width, using: &random),
          height: Int.random(in: 1...size.height, using: &random))
        frame.fill(rect, with: colors.randomElement(using: &random)!)
      } else {
        let text = (0..<Int.random(in: 1...12, using: &random))
          .map { _ in graphemes.randomElement(using: &random)! }.joined()
        let clip =
          Bool.random(using: &random)
          ? Rect(
            x: Int.random(in: 0..<size.width, using: &random), y: 0, width: size.width,
            height: size.height)
          : nil
        frame.draw(
          text, at: Point(x: x, y: y), foreground: colors.randomElement(using: &random)!,
          background: Bool.random(using: &random) ? colors.randomElement(using: &random)! : nil,
          style: styles.randomElement(using: &random)!, clip: clip)
      }
    }
  }
}

extension CellBuffer {
  /// Where this buffer first differs from `other`, for a readable failure; nil when equal.
  func firstDifference(from other: CellBuffer) -> String? {
    guard size == other.size else { return "size \(size) ≠ \(other.size)" }
    for y in 0..<size.height {
      for x in 0..<size.width where self[x, y] != other[x, y] {
        return
          "cell \(x),\(y): \(self[x, y]) ≠ \(other[x, y]); rows \(line(y).debugDescription) vs \(other.line(y).debugDescription)"
      }
    }
    return nil
  }
}
