/// A bracketed paste in progress: the bytes after `ESC [ 200 ~`, up to `ESC [ 201 ~`.
///
/// It is searched as it grows, read by read, in time linear in its length. Two things end it
/// besides its end marker: a Ctrl-C byte, which no terminal puts in a paste (xterm drops the
/// control characters of a paste) and which must always reach the program, and the input
/// pausing (``InputParser/flush()``). Either way its start marker was not a paste's (a stray
/// sequence, a `cat` of a binary file), and the bytes after it are read as what they are: keys.
struct BracketedPaste: Sendable {
  /// 16 MiB: far more than anyone pastes, and a bound on what a stream that never sends the
  /// end marker can take.
  static let defaultMaximumLength = 16 << 20

  /// `ESC [ 201 ~`.
  static let endMarker: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]

  /// What adding bytes did.
  enum Outcome {
    /// No end yet: every byte was taken.
    case open
    /// The end marker arrived; the bytes after it are input again.
    case ended(rest: ArraySlice<UInt8>)
    /// A Ctrl-C arrived first: the paste was none. The bytes from the Ctrl-C on are input.
    case interrupted(rest: ArraySlice<UInt8>)
  }

  /// The most bytes kept; a longer paste keeps its first ones.
  let maximumLength: Int
  /// The bytes kept so far, the end marker's first bytes included while it arrives.
  private(set) var bytes: [UInt8] = []
  /// How many bytes came, kept or not.
  private var count = 0
  /// How many bytes of the end marker the last bytes matched.
  private var matched = 0

  init(maximumLength: Int = defaultMaximumLength) {
    self.maximumLength = maximumLength
  }

  /// Takes `input`, up to the end marker or a Ctrl-C.
  mutating func add(_ input: ArraySlice<UInt8>) -> Outcome {
    var index = input.startIndex
    while index < input.endIndex {
      let byte = input[index]
      if matched > 0, byte == Self.endMarker[matched] {
        matched += 1
        index += 1
        if matched == Self.endMarker.count {
          keep(input[..<index])
          return .ended(rest: input[index...])
        }
        continue
      }
      matched = byte == 0x1B ? 1 : 0
      if byte == 0x03 {
        keep(input[..<index])
        return .interrupted(rest: input[index...])
      }
      index += 1
    }
    keep(input)
    return .open
  }

  /// The pasted text, once the end marker arrived: invalid UTF-8 becomes U+FFFD, and the
  /// carriage returns terminals send for line breaks ("\r", or "\r\n") become "\n".
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
    guard bytes.contains(0x0D) else { return String(decoding: bytes, as: UTF8.self) }
    var normalized: [UInt8] = []
    normalized.reserveCapacity(bytes.count)
    var index = bytes.startIndex
    while index < bytes.endIndex {
      let byte = bytes[index]
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
