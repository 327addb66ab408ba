/// Turns the bytes a terminal sends into input events.
///
/// A pure value: it reads no clock and no file. Bytes of a sequence that has not finished
/// arriving (an `ESC` that may start an arrow key, half of a UTF-8 character, an unfinished
/// bracketed paste) are kept for the next call to `parse(_:)`. Whether a lone `ESC` is the Escape
/// key can only be told by time, so `InputDecoder` calls `flush()` when no byte followed it
/// within a short timeout.
///
/// Text is one key per grapheme, except that a run of at least 32 bytes of text, tabs and line
/// breaks in one read is a paste the terminal did not bracket (see ``unbracketedPasteLength``).
/// It goes on, through as many reads as it takes, until a byte that is not text, a tab or a
/// line break, or until `flush()` says the input paused; then it is delivered as one
/// ``InputEvent/paste(_:)``, as a bracketed paste is. (One event per read instead lost the line
/// breaks that fell between two reads: a text field drops those at either end of a paste.)
///
/// Unknown or malformed sequences are dropped without taking the keys after them along.
public struct InputParser: Sendable {
  /// The shortest run of text, tabs and line breaks in one read that is taken for a paste the
  /// terminal did not bracket: a person's keys come one per read, and typing ahead of a busy
  /// program queues far fewer.
  public static let unbracketedPasteLength = 32

  /// Bytes not turned into events yet; outside a paste this is at most one unfinished sequence.
  package private(set) var pendingBytes: [UInt8] = []
  /// The bytes of a bracketed paste whose end marker has not arrived yet.
  private var pasteBytes: [UInt8]?
  /// The bytes of a paste the terminal did not bracket, while more of it may come.
  private var unbracketedPasteBytes: [UInt8]?
  /// Whether the rest of an over-long CSI sequence is still to be skipped: its start was
  /// dropped so as not to buffer it, and its end must not be read as keys, so that how the
  /// bytes were split into reads never changes the events.
  private var skipping: SkippedPart?
  /// Cursor position reports parsed and not taken yet: answers to a request the program made,
  /// not input (see ``takePositionReports()``).
  private var positionReports: [Point] = []

  /// `ESC [ 201 ~`: the end of a bracketed paste.
  private static let pasteEnd: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]

  public init() {}

  /// Whether bytes wait for more input: the cue to start the Escape timeout, which also ends a
  /// paste the terminal did not bracket.
  public var hasPendingInput: Bool { !pendingBytes.isEmpty || unbracketedPasteBytes != nil }

  /// Whether a bracketed paste has started and not ended; no timeout applies to it.
  public var isInPaste: Bool { pasteBytes != nil }

  /// The events the bytes complete, in order; unfinished bytes are kept for the next call.
  public mutating func parse(_ bytes: some Sequence<UInt8>) -> [InputEvent] {
    var events: [InputEvent] = []
    var input = Array(bytes)[...]
    if let part = skipping { input = skipRestOfSequence(input, from: part) }
    while true {
      if pasteBytes != nil {
        guard let rest = continuePaste(with: input, into: &events) else { return events }
        input = rest
      }
      pendingBytes.append(contentsOf: input)
      let (consumed, pasteStarted) = scanPending(into: &events)
      if pasteStarted {
        // Hand what follows the paste's start marker to the paste, which scans it linearly.
        input = pendingBytes[consumed...]
        pendingBytes = []
        pasteBytes = []
        continue
      }
      pendingBytes.removeFirst(consumed)
      return events
    }
  }

  /// The cursor position reports (`ESC [ row ; column R`, zero-based) parsed since the last
  /// call, in order. Reports on the first row are not told apart from modified F3.
  public mutating func takePositionReports() -> [Point] {
    defer { positionReports = [] }
    return positionReports
  }

  /// Resolves pending bytes as if no more input is coming: a paste the terminal did not bracket
  /// ends, a lone `ESC` is the Escape key, `ESC [` and `ESC O` are Alt-[ and Alt-O, anything
  /// else unfinished is dropped. An unfinished bracketed paste is kept: its end marker is still
  /// on the way.
  public mutating func flush() -> [InputEvent] {
    skipping = nil
    guard pasteBytes == nil else { return [] }
    var events: [InputEvent] = []
    if let paste = unbracketedPasteBytes {
      events.append(.paste(Self.pastedText(paste[...])))
      unbracketedPasteBytes = nil
    }
    guard !pendingBytes.isEmpty else { return events }
    defer { pendingBytes = [] }
    switch pendingBytes {
    case [0x1B]: events.append(.key(.escape))
    case [0x1B, UInt8(ascii: "[")]: events.append(.key(.character("["), modifiers: .alt))
    case [0x1B, UInt8(ascii: "O")]: events.append(.key(.character("O"), modifiers: .alt))
    default: break
    }
    return events
  }

  /// Scans `pendingBytes` from the start; returns how many bytes were consumed and whether a
  /// bracketed paste began right after them.
  private mutating func scanPending(
    into events: inout [InputEvent]
  ) -> (consumed: Int, pasteStarted: Bool) {
    var index = 0
    while index < pendingBytes.count {
      if unbracketedPasteBytes != nil {
        guard continueUnbracketedPaste(from: &index, into: &events) else { break }
        continue
      }
      guard let token = InputToken.scan(pendingBytes[index...]) else { break }
      index += token.length
      switch token.kind {
      case .events(let decoded): events.append(contentsOf: decoded)
      case .ignored: continue
      case .pasteStart: return (index, true)
      case .unbracketedPaste:
        // What follows, in this read or the next, may be more of it.
        unbracketedPasteBytes = Array(pendingBytes[(index - token.length)..<index])
      case .positionReport(let position): positionReports.append(position)
      case .overlongSequence:
        // The token ends the buffer; its last byte tells which part of the sequence goes on.
        let last = pendingBytes[index - 1]
        skipping = (0x20...0x2F).contains(last) ? .intermediates : .parameters
        return (index, false)
      }
    }
    return (index, false)
  }

  /// Adds the pasted text at `index` of the pending bytes to the unbracketed paste in progress.
  /// Returns false when the bytes ran out (all taken, or a character's first bytes kept for the
  /// next read) with the paste still open; true when a byte that is not pasted text ended it
  /// and its event was added, the byte at `index` still to scan.
  private mutating func continueUnbracketedPaste(
    from index: inout Int, into events: inout [InputEvent]
  ) -> Bool {
    let length = InputToken.pastedTextLength(pendingBytes[index...])
    unbracketedPasteBytes?.append(contentsOf: pendingBytes[index..<(index + length)])
    index += length
    guard index < pendingBytes.count,
      UTF8Scalar.length(at: index, in: pendingBytes[...]) != .incomplete
    else { return false }
    if let paste = unbracketedPasteBytes { events.append(.paste(Self.pastedText(paste[...]))) }
    unbracketedPasteBytes = nil
    return true
  }

  /// Where an over-long CSI sequence being skipped has got to: its parameter bytes
  /// (0x30...0x3F) may be followed by intermediates (0x20...0x2F), but not the other way round.
  private enum SkippedPart {
    case parameters, intermediates
  }

  /// `input` after the rest of an over-long sequence: its parameter bytes, then its
  /// intermediate bytes, then its final byte, as `EscapeSequence` reads a whole one. Any other
  /// byte ends the sequence and is read as input, as it would be after a short one.
  private mutating func skipRestOfSequence(
    _ input: ArraySlice<UInt8>, from part: SkippedPart
  ) -> ArraySlice<UInt8> {
    var index = input.startIndex
    if part == .parameters {
      while index < input.endIndex, (0x30...0x3F).contains(input[index]) { index += 1 }
    }
    while index < input.endIndex, (0x20...0x2F).contains(input[index]) { index += 1 }
    guard index < input.endIndex else {
      let last = index > input.startIndex ? input[index - 1] : nil
      if let last, (0x20...0x2F).contains(last) { skipping = .intermediates }
      return input[index...]
    }
    skipping = nil
    return (0x40...0x7E).contains(input[index]) ? input[(index + 1)...] : input[index...]
  }

  /// Adds `input` to the paste in progress. Returns the bytes after the paste's end marker, or
  /// nil when the paste has not ended; only the new bytes (and the few before them that might
  /// hold the start of the marker) are searched, so a paste split into many reads stays linear.
  private mutating func continuePaste(
    with input: ArraySlice<UInt8>, into events: inout [InputEvent]
  ) -> ArraySlice<UInt8>? {
    guard var paste = pasteBytes else { return input }
    pasteBytes = nil  // keeps the array uniquely referenced while it grows
    let searchStart = max(0, paste.count - (Self.pasteEnd.count - 1))
    paste.append(contentsOf: input)
    guard let end = Self.firstIndex(of: Self.pasteEnd, in: paste, from: searchStart) else {
      pasteBytes = paste
      return nil
    }
    events.append(.paste(Self.pastedText(paste[..<end])))
    return paste[(end + Self.pasteEnd.count)...]
  }

  /// The text of a paste: invalid UTF-8 becomes U+FFFD, and the carriage returns terminals send
  /// for line breaks ("\r", or "\r\n") become "\n". Done on bytes: a megabyte paste is one pass.
  static func pastedText(_ bytes: ArraySlice<UInt8>) -> String {
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

  private static func firstIndex(of marker: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
    guard bytes.count >= marker.count else { return nil }
    var index = start
    let last = bytes.count - marker.count
    while index <= last {
      if bytes[index] == marker[0] {
        var offset = 1
        while offset < marker.count, bytes[index + offset] == marker[offset] { offset += 1 }
        if offset == marker.count { return index }
      }
      index += 1
    }
    return nil
  }
}
