import ThinKit
import ThinTerminal

/// The sample's one screen: what the terminal reports (size, color mode, the last input events)
/// and a strip of colors, drawn straight into a `CellBuffer`.
struct InputInspector {
  /// What the run loop does after an event.
  enum Outcome {
    case redraw
    case quit
  }

  static let historyLength = 10
  static let title = "ThinTerminal input inspector"

  let colorMode: ColorMode
  private(set) var events: [String] = []
  private(set) var text = ""

  init(colorMode: ColorMode) {
    self.colorMode = colorMode
  }

  /// Records `event`; `q` and Ctrl-C quit, typed characters go into the text line.
  mutating func handle(_ event: TerminalEvent) -> Outcome {
    switch event {
    case .input(.key(let press)):
      if press == KeyPress(.character("q"))
        || press == KeyPress(.character("c"), modifiers: .control)
      {
        return .quit
      }
      if case .character(let character) = press.key, press.modifiers.isSubset(of: .shift) {
        text.append(character)
      } else if press == KeyPress(.backspace), !text.isEmpty {
        text.removeLast()
      }
    case .input(.paste(let pasted)):
      text += pasted.filter { $0 != "\n" }
    default:
      break
    }
    let description =
      switch event {
      case .input(let input): input.description
      case .resize(let size): "resize \(size.width)x\(size.height)"
      }
    events.append(description)
    events.removeFirst(max(0, events.count - Self.historyLength))
    return .redraw
  }

  /// The screen at `size`, and where the cursor goes: after the typed text.
  func frame(size: Size) -> (CellBuffer, cursor: Point) {
    var frame = CellBuffer(size: size, filling: Cell(background: Palette.background))
    frame.draw(Self.title, at: Point(x: 1, y: 0), foreground: Palette.title, style: .bold)
    frame.draw("q or Ctrl-C quits", at: Point(x: 1, y: 1), foreground: Palette.dim)
    frame.draw(
      "Size \(size.width)x\(size.height)   Colors: \(colorMode)", at: Point(x: 1, y: 3),
      foreground: Palette.text)
    var x = frame.draw("Strip ", at: Point(x: 1, y: 4), foreground: Palette.text) + 1
    for step in 0..<24 {
      x += frame.draw(
        " ", at: Point(x: x, y: 4), foreground: .white, background: Palette.hue(step, of: 24))
    }
    x = 1
    for (name, color) in Palette.named {
      x += frame.draw(name, at: Point(x: x, y: 5), foreground: color) + 1
    }
    let prompt = "Text: "
    let end = frame.draw(prompt + text, at: Point(x: 1, y: 7), foreground: Palette.text)
    frame.draw("Last events:", at: Point(x: 1, y: 9), foreground: Palette.dim)
    for (row, description) in events.reversed().enumerated() {
      frame.draw(description, at: Point(x: 3, y: 10 + row), foreground: Palette.text)
    }
    return (frame, Point(x: min(1 + end, max(size.width - 1, 0)), y: 7))
  }
}

/// The sample's colors.
enum Palette {
  static let background = Color(red: 18, green: 20, blue: 28)
  static let title = Color(red: 120, green: 200, blue: 255)
  static let text = Color(white: 230)
  static let dim = Color(white: 140)
  static let named: [(String, Color)] = [
    ("red", Color(red: 255, green: 0, blue: 0)), ("green", Color(red: 0, green: 255, blue: 0)),
    ("blue", Color(red: 0, green: 0, blue: 255)), ("yellow", Color(red: 255, green: 255, blue: 0)),
  ]

  /// A color `step` of `count` around the hue circle.
  static func hue(_ step: Int, of count: Int) -> Color {
    let position = Double(step) / Double(count) * 6
    let sector = Int(position) % 6
    let rising = UInt8((position - Double(Int(position))) * 255)
    let falling = 255 - rising
    switch sector {
    case 0: return Color(red: 255, green: rising, blue: 0)
    case 1: return Color(red: falling, green: 255, blue: 0)
    case 2: return Color(red: 0, green: 255, blue: rising)
    case 3: return Color(red: 0, green: falling, blue: 255)
    case 4: return Color(red: rising, green: 0, blue: 255)
    default: return Color(red: 255, green: 0, blue: falling)
    }
  }
}
