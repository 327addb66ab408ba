import ThinKit
import ThinTerminal

/// Input events chosen by the fuzzer, encoded as an xterm-style terminal sends them, with the
/// events a decoder must parse back.
///
/// Choices keep the encoding unambiguous, as a terminal's own bytes are: Escape comes last
/// (only time tells it from the start of a sequence), Alt goes with ASCII. Bursts of text, Tab
/// and Return in one write are keys, however long. A paste is pasted text, whatever it holds:
/// line breaks, a Ctrl-C, escape sequences, its own start markers (dropped) and end markers
/// (tmux passes them through), which split it into pastes. A stray paste start marker changes nothing: the keys after it
/// are what they would be without it, once the input pauses (``pauses``). The input pauses
/// before a paste that follows a stray start or another paste. A terminal's answers (OSC, DCS,
/// APC, PM, SOS strings) are no events. Alt-] (or Alt-P, Alt-_, Alt-^, Alt-X) and the keys
/// after it, in one write, are those keys as long as no string end follows before an `ESC`
/// starts the next sequence: no BEL after Alt-], no Ctrl-X or Ctrl-Z, no Alt-\. What follows
/// one stays under the 4 KiB a string may hold: fewer than 64 events of at most 28 bytes, and
/// one last burst.
struct DecoderScript {
  private(set) var bytes: [UInt8] = []
  private(set) var events: [InputEvent] = []
  private(set) var reports: [Point] = []
  /// Where the input pauses, as byte offsets: the decoder flushes there.
  private(set) var pauses: [Int] = []
  /// Whether Escape ended the script: nothing may follow it.
  private(set) var isFinished = false
  /// Whether a paste start marker without an end was sent, and no pause since.
  private var isInStrayPaste = false
  /// Whether a paste was sent since the last pause: what follows it waits for the next one.
  private var hasPastedSincePause = false
  /// The introducer of the Alt key that opened a control string no `ESC` has ended since.
  private var openString: Character?

  var eventCount: Int { events.count + reports.count }

  mutating func add(using data: inout FuzzData) {
    guard !isFinished else { return }
    switch data.int(in: 0...13) {
    case 0...3: addText(data.pick(FuzzGraphemes.text))
    case 4: addPlain(data.pick([0x0D, 0x09, 0x7F]))
    case 5: addControlLetter(data.pick(Array("abcdefgklnopqrstuvwxyz")))
    case 6: addAlt(Character(Unicode.Scalar(UInt8(data.int(in: 0x21...0x7E)))))
    case 7: addCursorKey(using: &data)
    case 8: addTildeKey(using: &data)
    case 9: addMouse(using: &data)
    case 10: addBracketedPaste(using: &data)
    case 11: data.bool() ? addBurst(using: &data) : addStrayPasteStart()
    case 13: addControlString(using: &data)
    default:
      if data.bool() {
        addPositionReport(row: data.int(in: 2...200), column: data.int(in: 1...300))
      } else {
        bytes.append(0x1B)
        events.append(.key(.escape))
        isFinished = true
      }
    }
  }

  private mutating func addText(_ text: String) {
    guard let character = text.first else { return }
    bytes += Array(text.utf8)
    events.append(.key(.character(character)))
  }

  private mutating func addPlain(_ byte: UInt8) {
    bytes.append(byte)
    let key: Key = byte == 0x0D ? .enter : byte == 0x09 ? .tab : .backspace
    events.append(.key(key))
  }

  private mutating func addControlLetter(_ letter: Character) {
    // BEL ends an OSC, CAN and SUB cancel any string: they would drop the keys before them.
    if let openString, letter == "x" || letter == "z" || (letter == "g" && openString == "]") {
      return addText("x")
    }
    bytes.append(letter.asciiValue! - 0x60)
    events.append(.key(.character(letter), modifiers: .control))
  }

  private mutating func addAlt(_ character: Character) {
    guard character != "[", character != "O" else { return addText("x") }
    // `ESC \\` is ST: it would end the string Alt-] began.
    guard character != "\\" || openString == nil else { return addText("x") }
    bytes += [0x1B, character.asciiValue!]
    events.append(.key(.character(character), modifiers: .alt))
    openString = "]P_^X".contains(character) ? character : nil
  }

  private mutating func addCursorKey(using data: inout FuzzData) {
    openString = nil
    let (key, final) = data.pick([
      (Key.up, "A"), (.down, "B"), (.right, "C"), (.left, "D"), (.home, "H"), (.end, "F"),
      (.function(1), "P"), (.function(2), "Q"), (.function(3), "R"), (.function(4), "S"),
    ])
    let modifiers = Self.modifiers(data.int(in: 0...7))
    let parameter = modifiers.isEmpty ? "" : "1;\(Self.parameter(for: modifiers))"
    bytes += Array("\u{1B}[\(parameter)\(final)".utf8)
    events.append(.key(key, modifiers: modifiers))
  }

  private mutating func addTildeKey(using data: inout FuzzData) {
    openString = nil
    let (key, code) = data.pick([
      (Key.insert, 2), (.delete, 3), (.pageUp, 5), (.pageDown, 6), (.function(5), 15),
      (.function(8), 19), (.function(12), 24),
    ])
    let modifiers = Self.modifiers(data.int(in: 0...7))
    let parameter = modifiers.isEmpty ? "" : ";\(Self.parameter(for: modifiers))"
    bytes += Array("\u{1B}[\(code)\(parameter)~".utf8)
    events.append(.key(key, modifiers: modifiers))
  }

  private mutating func addMouse(using data: inout FuzzData) {
    openString = nil
    let position = Point(x: data.int(in: 0...299), y: data.int(in: 0...99))
    let modifiers = Self.modifiers(data.int(in: 0...7))
    let mask =
      (modifiers.contains(.shift) ? 4 : 0) | (modifiers.contains(.alt) ? 8 : 0)
      | (modifiers.contains(.control) ? 16 : 0)
    let (kind, button, code, final) = data.pick([
      (MouseEvent.Kind.press, MouseEvent.Button.left, 0, "M"), (.press, .right, 2, "M"),
      (.release, .left, 0, "m"), (.drag, .left, 32, "M"), (.scrollUp, .none, 64, "M"),
      (.scrollDown, .none, 65, "M"),
    ])
    bytes += Array("\u{1B}[<\(code | mask);\(position.x + 1);\(position.y + 1)\(final)".utf8)
    events.append(
      .mouse(MouseEvent(kind: kind, button: button, position: position, modifiers: modifiers)))
  }

  /// A paste, now and then with a Ctrl-C, an arrow key's sequence or a start marker in its text,
  /// or the end marker, which splits it: the text after one is a paste of its own, if any.
  private mutating func addBracketedPaste(using data: inout FuzzData) {
    // Without a pause the markers would make one paste of everything since the last start.
    if isInStrayPaste || hasPastedSincePause { addPause() }
    var pieces = [""]
    var sent = "\u{1B}[200~"
    for _ in 0..<data.int(in: 0...40) {
      switch data.int(in: 0...19) {
      case 0...2:
        pieces[pieces.count - 1] += "\n"
        sent += "\r"
      case 3:
        pieces.append("")
        sent += "\u{1B}[201~"
      case 4:
        sent += "\u{1B}[200~"
      case 5:
        let inner = data.pick(["\u{3}", "\u{1B}[A", "\u{1B}[<0;1;1M"])
        pieces[pieces.count - 1] += inner
        sent += inner
      default:
        let grapheme = data.pick(FuzzGraphemes.text)
        pieces[pieces.count - 1] += grapheme
        sent += grapheme
      }
    }
    openString = nil
    bytes += Array("\(sent)\u{1B}[201~".utf8)
    events.append(.paste(pieces[0]))
    events += pieces.dropFirst().filter { !$0.isEmpty }.map { .paste($0) }
    hasPastedSincePause = true
  }

  /// The input pauses: the decoder flushes what waited for more.
  private mutating func addPause() {
    pauses.append(bytes.count)
    isInStrayPaste = false
    hasPastedSincePause = false
  }

  /// Text, tabs and line breaks in one write, as a script or type-ahead sends them: each one
  /// a key, however many.
  private mutating func addBurst(using data: inout FuzzData) {
    var length = 0
    while length < 32 || data.int(in: 0...3) != 0 {
      let text = data.pick(FuzzGraphemes.text + ["\t", "\n"])
      switch text {
      case "\t": addPlain(0x09)
      case "\n": addPlain(0x0D)
      default: addText(text)
      }
      length += text.utf8.count
      if length > 400 { break }
    }
  }

  /// A terminal's answer to a query, ended or cancelled; now and then over 4 KiB long.
  private mutating func addControlString(using data: inout FuzzData) {
    let (introducer, end) = data.pick([
      ("]", "\u{7}"), ("]", "\u{1B}\\"), ("P", "\u{1B}\\"), ("_", "\u{1B}\\"), ("^", "\u{1B}\\"),
      ("X", "\u{1B}\\"), ("]", "\u{18}"), ("P", "\u{1A}"),
    ])
    var body = ""
    for _ in 0..<data.int(in: 0...40) { body += data.pick(FuzzGraphemes.text + [";", "/", "\t"]) }
    if data.int(in: 0...7) == 0 { body = String(repeating: body + "=", count: 200) }
    bytes += Array("\u{1B}\(introducer)\(body)\(end)".utf8)
    openString = nil
  }

  /// `ESC [ 200 ~` and no end: the keys after it are keys.
  private mutating func addStrayPasteStart() {
    openString = nil
    bytes += Array("\u{1B}[200~".utf8)
    isInStrayPaste = true
  }

  private mutating func addPositionReport(row: Int, column: Int) {
    openString = nil
    bytes += Array("\u{1B}[\(row);\(column)R".utf8)
    reports.append(Point(x: column - 1, y: row - 1))
  }

  private static func modifiers(_ mask: Int) -> KeyModifiers {
    var modifiers: KeyModifiers = []
    if mask & 1 != 0 { modifiers.insert(.shift) }
    if mask & 2 != 0 { modifiers.insert(.alt) }
    if mask & 4 != 0 { modifiers.insert(.control) }
    return modifiers
  }

  /// xterm's modifier parameter: 1 plus Shift 1, Alt 2, Ctrl 4.
  private static func parameter(for modifiers: KeyModifiers) -> Int {
    1 + (modifiers.contains(.shift) ? 1 : 0) + (modifiers.contains(.alt) ? 2 : 0)
      + (modifiers.contains(.control) ? 4 : 0)
  }
}
