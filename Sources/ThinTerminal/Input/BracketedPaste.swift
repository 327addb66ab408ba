/// A bracketed paste in progress: the bytes after `ESC [ 200 ~`, up to `ESC [ 201 ~`.
///
/// It is searched as it grows, read by read, in time linear in its length. Every byte in it is
/// text, a Ctrl-C or an escape sequence too: pasted text never becomes a command. Only time
/// tells a paste from a stray start marker (a `cat` of a binary file) whose end never comes:
/// when the input pauses before its end marker (``InputParser/flush()``) it was none, and its
/// bytes are read as what they are, keys. The pause that counts is long (``InputDecoder``'s
/// paste timeout) until a Ctrl-C arrives: a person pressing it wants out, so then a short one
/// does (``endsAtThePause``), and a Ctrl-C that the paste goes on after at once was pasted.
///
/// A paste whose own text holds the end marker (tmux passes it through, where xterm and kitty
/// strip it) would end early, and what follows it in the text would act as keys. So the bytes
/// after an end marker open a paste of their own, a *continuation*, that ends at the input's
/// next pause: if another end marker comes first, the first one was pasted text, and so is
/// everything up to the last end marker of the burst; if not, its bytes are keys, typed after
/// the paste. No key a terminal sends is an end marker, so no typed key is ever taken as text.
struct BracketedPaste: Sendable {
  /// 16 MiB: far more than anyone pastes, and a bound on what a stream that never sends the
  /// end marker can take.
  static let defaultMaximumLength = 16 << 20

  /// `ESC [ 200 ~`: dropped from pasted text, as kitty does, like the end marker that splits it.
  static let startMarker: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x30, 0x7E]
  /// `ESC [ 201 ~`.
  static let endMarker: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]

  /// What adding bytes did.
  enum Outcome {
    /// No end yet: every byte was taken.
    case open
    /// The end marker arrived; the bytes after it are input again.
    case ended(rest: ArraySlice<UInt8>)
  }

  /// The most bytes kept; a longer paste keeps its first ones.
  let maximumLength: Int
  /// Whether this is the continuation of a paste after its end marker, which only another end
  /// marker before the input pauses makes pasted text.
  let isContinuation: Bool
  /// The bytes kept so far, the end marker's first bytes included while it arrives.
  private(set) var bytes: [UInt8] = []
  /// How many bytes came, kept or not.
  private var count = 0
  /// How many bytes of the end marker the last bytes matched.
  private var matched = 0
  /// Whether a Ctrl-C came in it.
  private var hasControlC = false

  init(maximumLength: Int = defaultMaximumLength, isContinuation: Bool = false) {
    self.maximumLength = maximumLength
    self.isContinuation = isContinuation
  }

  /// Whether the input's next short pause decides it (the Escape timeout, not the paste's): a
  /// continuation, or a paste a Ctrl-C came into.
  var endsAtThePause: Bool { isContinuation || hasControlC }

  /// Takes `input`, up to the end marker.
  mutating func add(_ input: ArraySlice<UInt8>) -> Outcome {
    var index = input.startIndex
    while index < input.endIndex {
      let byte = input[index]
      index += 1
      if matched > 0, byte == Self.endMarker[matched] {
        matched += 1
        if matched == Self.endMarker.count {
          keep(input[..<index])
          return .ended(rest: input[index...])
        }
        continue
      }
      matched = byte == 0x1B ? 1 : 0
      if byte == 0x03 { hasControlC = true }
    }
    keep(input)
    return .open
  }

  /// The pasted text, once the end marker arrived: invalid UTF-8 becomes U+FFFD, the carriage
  /// returns terminals send for line breaks ("\r", or "\r\n") become "\n", and start markers
  /// are dropped.
  var text: String {
    let end = min(bytes.count, max(0, count - Self.endMarker.count))
    return Self.text(of: bytes[..<end])
  }

  private mutating func keep(_ part: ArraySlice<UInt8>) {
    count += part.count
    let room = maximumLength - bytes.count
    if room > 0 { bytes.append(contentsOf: part.prefix(room)) }
  }

  /// Done on bytes: a megabyte paste is one pass.
  static func text(of bytes: ArraySlice<UInt8>) -> String {
    guard bytes.contains(where: { $0 == 0x0D || $0 == 0x1B }) else {
      return String(decoding: bytes, as: UTF8.self)
    }
    var normalized: [UInt8] = []
    normalized.reserveCapacity(bytes.count)
    var index = bytes.startIndex
    while index < bytes.endIndex {
      let byte = bytes[index]
      if byte == 0x1B, bytes[index...].starts(with: startMarker) {
        index += startMarker.count
        continue
      }
      index += 1
      guard byte == 0x0D else {
        normalized.append(byte)
        continue
      }
      normalized.append(0x0A)
      if index < bytes.endIndex, bytes[index] == 0x0A { index += 1 }
    }
    return String(decoding: normalized, as: UTF8.self)
  }
}
