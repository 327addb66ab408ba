import ThinKit
import ThinTerminal

/// The input decoder under fuzzing. Half the inputs are raw bytes: parsed in reads of random
/// sizes they must give the events they give byte by byte, and leave nothing pending after a
/// flush, not even a paste whose end never came; pasted, whatever they hold, they must give
/// pastes only. The other half script events (keys with modifiers, bursts of keys in one write,
/// mouse reports, pastes holding their own markers, stray paste starts, cursor position
/// reports, control strings, pauses): encoded as a terminal sends them, they must parse back
/// exactly.
package enum DecoderFuzzCheck {
  package static func run(_ bytes: [UInt8]) throws(FuzzFailure) {
    var data = FuzzData(bytes)
    if data.bool() {
      try parseInReads(&data)
    } else {
      try roundTrip(&data)
    }
  }

  /// Reads of up to a few hundred bytes: how the input is split never changes the keys.
  private static let largestRead = 300

  private static func parseInReads(_ data: inout FuzzData) throws(FuzzFailure) {
    let seed = Int(data.byte())
    let input = Array(data.rest())
    var byByte = InputParser()
    var expected: [InputEvent] = []
    for byte in input {
      expected += byByte.parse([byte])
      try checkPendingIsBounded(byByte)
    }
    expected += byByte.flush()
    var inReads = InputParser()
    let events = try parse(input, inReadsFrom: seed, with: &inReads) + inReads.flush()
    try check(
      typed(events) == typed(expected),
      "reads of other sizes gave \(events), byte by byte \(expected)")
    // However many stray paste starts came, one pause of the input ends them all.
    try check(
      !inReads.isInPaste && !inReads.hasPendingInput, "input left pending or locked after a flush")
    _ = events.map(\.description)
    try checkPastedStaysText(input, seed: seed)
  }

  /// `input` parsed by `parser` in reads of up to ``largestRead`` bytes, of sizes drawn from
  /// `seed`, what it keeps pending checked after each.
  private static func parse(
    _ input: [UInt8], inReadsFrom seed: Int, with parser: inout InputParser
  ) throws(FuzzFailure) -> [InputEvent] {
    var events: [InputEvent] = []
    var offset = 0
    var step = seed
    while offset < input.count {
      step = (step &* 31 &+ 7) & 0xFFFF
      let end = min(input.count, offset + 1 + step % largestRead)
      events += parser.parse(input[offset..<end])
      try checkPendingIsBounded(parser)
      offset = end
    }
    return events
  }

  /// `ESC [ 201 ~`: the end of a paste, which pasted text may hold too.
  private static let pasteEnd = Array("\u{1B}[201~".utf8)

  /// Bytes pasted, whatever they hold (end and start markers, Ctrl-C, escape sequences), give
  /// pastes only, in reads of any size: no key, no click. Their text is that of the pieces
  /// between their end markers, each pasted on its own; and the keys typed after the pause
  /// are keys.
  private static func checkPastedStaysText(
    _ input: [UInt8], seed: Int
  ) throws(FuzzFailure) {
    let sent = Array("\u{1B}[200~".utf8) + input + pasteEnd
    var parser = InputParser()
    let events = try parse(sent, inReadsFrom: seed, with: &parser) + parser.flush()
    var pieces: [InputEvent] = []
    for piece in input.split(separator: pasteEnd, omittingEmptySubsequences: false) {
      var alone = InputParser()
      pieces += alone.parse(Array("\u{1B}[200~".utf8) + piece + pasteEnd) + alone.flush()
    }
    let text = try pastedText(events)
    let piecesText = try pastedText(pieces)
    try check(text == piecesText, "pasted \(input) as \(text), its pieces as \(piecesText)")
    try check(parser.parse([0x78]) == [.key(.character("x"))], "a key after a paste was not one")
  }

  /// The text of `events`, which must all be pastes.
  private static func pastedText(_ events: [InputEvent]) throws(FuzzFailure) -> String {
    var text = ""
    for event in events {
      guard case .paste(let pasted) = event else {
        throw FuzzFailure("pasted text gave \(event), not a paste")
      }
      text += pasted
    }
    return text
  }

  /// The events with each run of typed characters as one text: a grapheme split across two
  /// reads arrives as two keys (the decoder cannot wait for a mark that may never come; a text
  /// field joins them again), so only the text they type must not depend on the reads.
  private static func typed(_ events: [InputEvent]) -> [InputEvent] {
    var result: [InputEvent] = []
    var text = ""
    for event in events {
      if case .key(let press) = event, press.modifiers.isEmpty,
        case .character(let character) = press.key
      {
        text.append(character)
        continue
      }
      if !text.isEmpty { result.append(.paste(text)) }
      text = ""
      result.append(event)
    }
    if !text.isEmpty { result.append(.paste(text)) }
    return result
  }

  /// Outside a paste, at most one unfinished sequence waits, and a control string keeps at
  /// most 4 KiB: never more than their bounds.
  private static func checkPendingIsBounded(_ parser: InputParser) throws(FuzzFailure) {
    try check(
      parser.isInPaste || parser.pendingBytes.count <= 72,
      "\(parser.pendingBytes.count) bytes pending outside a paste")
    try check(
      parser.heldControlStringLength <= 4096,
      "\(parser.heldControlStringLength) bytes of a control string kept")
  }

  private static func roundTrip(_ data: inout FuzzData) throws(FuzzFailure) {
    var script = DecoderScript()
    while !data.isAtEnd, !script.isFinished, script.eventCount < 64 { script.add(using: &data) }
    var parser = InputParser()
    var events: [InputEvent] = []
    var start = 0
    // Each pause is a flush, as the decoder's timer makes one.
    for end in script.pauses + [script.bytes.count] {
      events += parser.parse(script.bytes[start..<end]) + parser.flush()
      start = end
    }
    try check(
      events == script.events,
      "\(script.bytes) parsed as \(events), sent as \(script.events)")
    let reports = parser.takePositionReports()
    try check(reports == script.reports, "position reports \(reports), sent \(script.reports)")
  }
}
