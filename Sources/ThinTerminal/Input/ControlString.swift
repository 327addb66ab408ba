/// A control string in progress: OSC (`ESC ]`), DCS (`ESC P`), APC (`ESC _`), PM (`ESC ^`) or
/// SOS (`ESC X`), up to its end. Terminals send them as answers to queries (a colour, the
/// clipboard, a capability), never for a key, so a finished one is dropped whole.
///
/// Ends as xterm and ECMA-48 have it: ST (`ESC \`) ends any of them, BEL ends an OSC too, and
/// CAN (0x18) or SUB (0x1A) cancel one; either way it is dropped. An `ESC` that does not start
/// ST shows it was none: a person typed Alt-] and then keys, and the parser reads its bytes as
/// those keys, as it does when the input pauses before an end came (``InputParser/flush()``).
/// The bytes in between are kept as they come, control bytes included (xterm ignores them inside
/// a string), in time linear in their number.
struct ControlString: Sendable {
  /// 4 KiB: far more than any answer to a query but the clipboard's, and more than anyone types
  /// without a 40 ms pause; a longer string is no keys, so its bytes are dropped, not kept.
  static let maximumLength = 4096

  /// What adding bytes did.
  enum Outcome: Equatable {
    /// No end yet: every byte was taken.
    case open
    /// It ended, or was cancelled; the bytes after it are input again.
    case ended(rest: ArraySlice<UInt8>)
    /// An `ESC` that does not start ST came first: it was none. The bytes from that `ESC` on
    /// are input.
    case broken(rest: ArraySlice<UInt8>)
  }

  /// The byte after `ESC` that opened it: `]`, `P`, `_`, `^` or `X`.
  let introducer: UInt8
  /// The bytes after the introducer, up to the end found so far; empty once over-long.
  private(set) var body: [UInt8] = []
  /// Whether more than `maximumLength` bytes came: they were dropped, and so is the rest.
  private(set) var isOverlong = false
  /// Whether the last byte was an `ESC`, which may be the start of ST.
  private(set) var endsWithEscape = false

  /// The introducers after `ESC` that open a control string.
  static func opens(_ introducer: UInt8) -> Bool {
    switch introducer {
    case UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "_"), UInt8(ascii: "^"),
      UInt8(ascii: "X"):
      true
    default: false
    }
  }

  init(introducer: UInt8) {
    self.introducer = introducer
  }

  /// Takes `input`, up to the string's end or an `ESC` that shows it was none.
  mutating func add(_ input: ArraySlice<UInt8>) -> Outcome {
    var index = input.startIndex
    if endsWithEscape, index < input.endIndex {
      endsWithEscape = false
      if input[index] == UInt8(ascii: "\\") { return .ended(rest: input[(index + 1)...]) }
      return .broken(rest: ([0x1B] + input[index...])[...])
    }
    while index < input.endIndex {
      switch input[index] {
      case 0x07 where introducer == UInt8(ascii: "]"):
        return .ended(rest: input[(index + 1)...])
      case 0x18, 0x1A:
        return .ended(rest: input[(index + 1)...])
      case 0x1B:
        keep(input[input.startIndex..<index])
        guard index + 1 < input.endIndex else {
          endsWithEscape = true
          return .open
        }
        if input[index + 1] == UInt8(ascii: "\\") { return .ended(rest: input[(index + 2)...]) }
        return .broken(rest: input[index...])
      default:
        index += 1
      }
    }
    keep(input)
    return .open
  }

  /// The bytes to read as keys when it was none, after Alt with its introducer: its body, and
  /// the `ESC` it ended with; nothing once over-long.
  var bytesAsKeys: [UInt8] {
    guard !isOverlong else { return [] }
    return endsWithEscape ? body + [0x1B] : body
  }

  private mutating func keep(_ part: ArraySlice<UInt8>) {
    guard !isOverlong else { return }
    guard body.count + part.count <= Self.maximumLength else {
      body = []
      isOverlong = true
      return
    }
    body.append(contentsOf: part)
  }
}
