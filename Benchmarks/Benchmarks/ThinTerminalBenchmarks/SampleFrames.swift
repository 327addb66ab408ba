import ThinKit
import ThinTerminal

/// Frames shaped like a real screen: a background, a title bar, rows of text in a few colors, a
/// highlighted row and some wide graphemes.
enum SampleFrames {
  static let size = Size(width: 200, height: 60)

  static let background = Color(red: 18, green: 20, blue: 28)
  static let colors: [Color] = [
    Color(white: 230), Color(red: 120, green: 200, blue: 255),
    Color(red: 250, green: 180, blue: 60),
    Color(red: 130, green: 220, blue: 130), Color(white: 140),
  ]

  /// A full screen; `variant` changes which words appear where.
  static func screen(variant: Int = 0) -> CellBuffer {
    var frame = CellBuffer(size: size, filling: Cell(background: background))
    frame.fill(
      Rect(x: 0, y: 0, width: size.width, height: 1), with: Color(red: 40, green: 60, blue: 110))
    frame.draw("ThinKit — Todo 界面 ✓", at: Point(x: 2, y: 0), foreground: .white, style: .bold)
    let words = [
      "buy", "milk", "write", "tests", "ship", "ThinTerminal", "render", "diff", "界", "🙂",
    ]
    for y in 2..<size.height {
      var x = 1
      var index = y + variant
      while x < size.width - 12 {
        let word = words[index % words.count]
        x += frame.draw(word, at: Point(x: x, y: y), foreground: colors[index % colors.count]) + 1
        index += 3
      }
    }
    frame.fill(
      Rect(x: 0, y: 10, width: size.width, height: 1), with: Color(red: 60, green: 60, blue: 90))
    frame.draw(
      "▶ selected row", at: Point(x: 1, y: 10), foreground: .white, style: [.bold, .underline])
    return frame
  }

  /// `frame` with about `fraction` of its cells changed, in short runs as typing and scrolling
  /// lists change them.
  static func changing(_ frame: CellBuffer, fraction: Double) -> CellBuffer {
    var changed = frame
    let runLength = 10
    let runs = Int(Double(size.width * size.height) * fraction) / runLength
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    for run in 0..<runs {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let x = Int(state >> 33) % (size.width - runLength)
      let y = 2 + Int(state >> 17) % (size.height - 2)
      let text = String(
        repeating: Character(Unicode.Scalar(UInt8(65 + run % 26))), count: runLength)
      changed.draw(text, at: Point(x: x, y: y), foreground: colors[run % colors.count])
    }
    return changed
  }

  /// How many cells of `a` and `b` differ.
  static func differingCells(_ a: CellBuffer, _ b: CellBuffer) -> Int {
    zip(a.cells, b.cells).filter { $0 != $1 }.count
  }
}
