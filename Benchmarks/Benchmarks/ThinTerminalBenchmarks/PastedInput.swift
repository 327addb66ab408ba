import ThinKit
import ThinTerminal

/// Input taken the whole way real input goes: bytes parsed read by read, events through the
/// application's run loop, text into the focused field, frames drawn.
enum PastedInput {
  /// A megabyte of lines with tabs, CJK and emoji, as a terminal without bracketed paste sends
  /// it (line breaks as carriage returns): keys, every one of them.
  static let unbracketedMegabyte: [UInt8] = {
    let line = Array("john\tdoe smith 界 ❤️ 👍🏽\r".utf8)
    return Array(repeating: line, count: 1_048_576 / line.count).flatMap { $0 }
  }()

  /// The characters the field holds after the keys: Tab keeps the focus in the screen's only
  /// field, Return submits nothing, the rest is typed.
  static let expectedKeysLength = String(decoding: unbracketedMegabyte, as: UTF8.self)
    .count { $0 != "\t" && $0 != "\r" }

  /// A megabyte of text on one line (no Tab, no Return), unbracketed: one run of typed keys
  /// as long as a read.
  static let unbrokenMegabyte: [UInt8] = {
    let words = Array("john doe smith 界 ❤️ 👍🏽 ".utf8)
    return Array(repeating: words, count: 1_048_576 / words.count).flatMap { $0 }
  }()

  /// The characters the field holds after the unbroken megabyte: every one of them.
  static let unbrokenLength = String(decoding: unbrokenMegabyte, as: UTF8.self).count

  /// 200 KB of lines in a bracketed paste, as a terminal sends a paste when the program asks.
  static let bracketed200KB: [UInt8] = {
    let line = Array("john doe smith 界 ❤️ 👍🏽\r".utf8)
    let body = Array(repeating: line, count: 200_000 / line.count).flatMap { $0 }
    return Array("\u{1B}[200~".utf8) + body + Array("\u{1B}[201~".utf8)
  }()

  /// The characters the field holds after the paste: each line break one space.
  static let expected200KBLength =
    String(decoding: bracketed200KB.dropFirst(6).dropLast(6), as: UTF8.self).count - 1

  /// Parses `input` in reads of `readSize` bytes (then flushes, as the decoder does when the
  /// input pauses), delivers each read's events together, as `ANSITerminal` does, runs an app
  /// with a focused text field on an in-memory terminal until it has handled every event, and
  /// returns the field's length. When `delegated`, the field asks a delegate about every key,
  /// as Todo's title fields do.
  @MainActor
  static func deliver(_ input: [UInt8], readSize: Int, delegated: Bool = false) async -> Int {
    let field = TextField()
    let delegate = delegated ? AcceptingDelegate() : nil
    field.delegate = delegate
    let controller = FieldController(field: field)
    let terminal = InMemoryTerminal(size: Size(width: 80, height: 24))
    var parser = InputParser()
    var offset = 0
    while offset < input.count {
      let end = min(offset + readSize, input.count)
      // As `ANSITerminal` delivers them: the events of one read together.
      terminal.send(parser.parse(input[offset..<end]))
      offset = end
    }
    terminal.send(parser.flush())
    terminal.finish()
    await Application(rootViewController: controller).run(on: terminal)
    withExtendedLifetime(delegate) {}
    return field.text.count
  }

  /// A delegate that lets every key in and keeps the focus on Return.
  @MainActor
  final class AcceptingDelegate: TextFieldDelegate {
    func textFieldShouldReturn(_ textField: TextField) -> Bool { false }
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
