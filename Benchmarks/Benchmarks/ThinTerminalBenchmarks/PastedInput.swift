import ThinKit
import ThinTerminal

/// A paste from a terminal that does not bracket pastes, taken the whole way a real one goes:
/// bytes parsed read by read, events through the application's run loop, text into the focused
/// field, frames drawn.
enum PastedInput {
  /// A megabyte of lines with tabs, CJK and emoji, as a terminal without bracketed paste sends
  /// it (line breaks as carriage returns).
  static let unbracketedMegabyte: [UInt8] = {
    let line = Array("john\tdoe smith 界 ❤️ 👍🏽\r".utf8)
    return Array(repeating: line, count: 1_048_576 / line.count).flatMap { $0 }
  }()

  /// The characters the field holds after the paste: each line break and tab one space.
  static let expectedLength = String(decoding: unbracketedMegabyte, as: UTF8.self).count - 1

  /// Parses `input` in reads of `readSize` bytes (then flushes, as the decoder does when the
  /// input pauses), runs an app with a focused text field on an
  /// in-memory terminal until it has handled every event, and returns the field's length.
  @MainActor
  static func deliver(_ input: [UInt8], readSize: Int) async -> Int {
    let field = TextField()
    let controller = FieldController(field: field)
    let terminal = InMemoryTerminal(size: Size(width: 80, height: 24))
    var parser = InputParser()
    var offset = 0
    while offset < input.count {
      let end = min(offset + readSize, input.count)
      for event in parser.parse(input[offset..<end]) { terminal.send(event) }
      offset = end
    }
    // The input pauses: the decoder's timeout flushes the parser, which ends the paste.
    for event in parser.flush() { terminal.send(event) }
    terminal.finish()
    await Application(rootViewController: controller).run(on: terminal)
    return field.text.count
  }

  /// A screen with one text field that takes focus when it appears.
  private final class FieldController: ViewController {
    let field: TextField

    init(field: TextField) {
      self.field = field
      super.init()
    }

    override func viewDidLoad() {
      field.frame = Rect(x: 2, y: 2, width: 40, height: 1)
      view.addSubview(field)
    }

    override func viewDidAppear(_ animated: Bool) {
      field.becomeFirstResponder()
    }
  }
}
