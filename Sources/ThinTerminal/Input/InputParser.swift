/// Turns the bytes a terminal sends into input events.
///
/// A pure value: it reads no clock and no file. Bytes of a sequence that has not finished
/// arriving (an `ESC` that may start an arrow key, half of a UTF-8 character, an unfinished
/// bracketed paste) are kept for the next call to `parse(_:)`. Whether a lone `ESC` is the Escape
/// key, and whether a bracketed paste whose end has not come is one at all, can only be told by
/// time, so `InputDecoder` calls `flush()` when the input paused.
///
/// Every byte outside a bracketed paste is a key, however many arrive in one read: text is one
/// key per grapheme, Tab is Tab and Return is Return, whether a person typed them one by one, a
/// script sent them in one write, or they queued while the program was busy. Only a bracketed
/// paste (`ESC [ 200 ~` … `ESC [ 201 ~`) is an ``InputEvent/paste(_:)``, and nothing in one is
/// a key. One that never ends locks nothing: `flush()` makes its bytes keys again. The bytes
/// after a paste's end marker wait for the next `flush()` or end marker: another end marker
/// before the input pauses shows that the first was pasted text, and they are pasted too (see
/// `BracketedPaste`).
///
/// Control strings (OSC, DCS, APC, PM, SOS: a terminal's answers to queries) are dropped whole.
/// One whose end has not come when the input pauses was Alt-] (or Alt-P, Alt-_, Alt-^, Alt-X)
/// and the keys typed after it: `flush()` gives those keys (see `ControlString`).
///
/// Unknown or malformed sequences are dropped without taking the keys after them along.
public struct InputParser: Sendable {
  /// Bytes not turned into events yet; outside a paste this is at most one unfinished sequence.
  package private(set) var pendingBytes: [UInt8] = []
  /// The bracketed paste whose end marker has not arrived yet.
  private var paste: BracketedPaste?
  /// The control string whose end has not arrived yet; never open together with `paste`.
  private var controlString: ControlString?
  /// Whether the rest of an over-long CSI sequence is still to be skipped: its start was
  /// dropped so as not to buffer it, and its end must not be read as keys, so that how the
  /// bytes were split into reads never changes the events.
  private var skipping: SkippedPart?
  /// Cursor position reports parsed and not taken yet: answers to a request the program made,
  /// not input (see ``takePositionReports()``).
  private var positionReports: [Point] = []
  /// Whether paste start markers are dropped: while `flush()` reads the bytes after a stray
  /// one, where no end marker can come.
  private var isIgnoringPasteStarts = false

  public init() {}

  /// Whether bytes outside a paste wait for more input, the end of a sequence or control
  /// string is still to come, or the bytes after a paste (or a paste a Ctrl-C came into) wait
  /// to be told keys by a pause: the cue to start the Escape timeout.
  public var hasPendingInput: Bool {
    !pendingBytes.isEmpty || controlString != nil || skipping != nil
      || paste?.endsAtThePause == true
  }

  /// How many bytes of an unfinished control string are kept: at most 4 KiB.
  package var heldControlStringLength: Int { controlString?.body.count ?? 0 }

  /// Whether a bracketed paste has started and not ended, and no Ctrl-C came in it: the cue to
  /// start the paste's timeout, after which `flush()` reads its bytes as keys.
  public var isInPaste: Bool { paste.map { !$0.endsAtThePause } ?? false }

  /// The events the bytes complete, in order; unfinished bytes are kept for the next call.
  public mutating func parse(_ bytes: some Sequence<UInt8>) -> [InputEvent] {
    var events: [InputEvent] = []
    var input = Array(bytes)[...]
    if let part = skipping { input = skipRestOfSequence(input, from: part) }
    while true {
      if paste != nil {
        continuePaste(with: input, into: &events)
        return events
      }
      if controlString != nil {
        guard let rest = continueControlString(with: input, into: &events) else { return events }
        input = rest
      }
      pendingBytes.append(contentsOf: input)
      let (consumed, opened) = scanPending(into: &events)
      guard let opened else {
        pendingBytes.removeFirst(consumed)
        return events
      }
      // Hand what follows the start to the paste or string, which scans it linearly.
      input = pendingBytes[consumed...]
      pendingBytes = []
      switch opened {
      case .paste: paste = BracketedPaste()
      case .controlString(let introducer): controlString = ControlString(introducer: introducer)
      }
    }
  }

  /// The cursor position reports (`ESC [ row ; column R`, zero-based) parsed since the last
  /// call, in order. Reports on the first row are not told apart from modified F3.
  public mutating func takePositionReports() -> [Point] {
    defer { positionReports = [] }
    return positionReports
  }

  /// Resolves pending bytes as if no more input is coming: a bracketed paste that has not
  /// ended was none, and the bytes after its start marker are read as keys, those of any paste
  /// start among them that has no end either; so are the bytes after a paste's end marker, and
  /// those of a control string that has not ended, after Alt with its introducer (one over
  /// 4 KiB is dropped); a lone `ESC` is the Escape key, `ESC [` and `ESC O` are Alt-[ and
  /// Alt-O, anything else unfinished is dropped. No paste or string is open after.
  public mutating func flush() -> [InputEvent] {
    var events: [InputEvent] = []
    if let unfinished = paste {
      paste = nil
      events = parse(unfinished.bytes)
      // A paste start among them that took every byte after it without an end marker or a
      // Ctrl-C was none either, nor is any start after it: one more pass reads those bytes
      // with paste starts dropped, so that however many stray starts came, a flush takes time
      // linear in the bytes and ends them all.
      if let inner = paste {
        paste = nil
        isIgnoringPasteStarts = true
        events += parse(inner.bytes)
        isIgnoringPasteStarts = false
      }
    }
    if let unfinished = controlString {
      controlString = nil
      events += keys(of: unfinished)
    }
    skipping = nil
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

  /// What begins right after the bytes `scanPending` consumed.
  private enum Opened {
    case paste
    case controlString(introducer: UInt8)
  }

  /// Scans `pendingBytes` from the start; returns how many bytes were consumed and whether a
  /// bracketed paste or a control string began right after them.
  private mutating func scanPending(
    into events: inout [InputEvent]
  ) -> (consumed: Int, opened: Opened?) {
    var index = 0
    while index < pendingBytes.count {
      guard let token = InputToken.scan(pendingBytes[index...]) else { break }
      index += token.length
      switch token.kind {
      case .events(let decoded): events.append(contentsOf: decoded)
      case .ignored: continue
      case .pasteStart where isIgnoringPasteStarts: continue
      case .pasteStart: return (index, .paste)
      case .controlStringStart(let introducer):
        return (index, .controlString(introducer: introducer))
      case .positionReport(let position): positionReports.append(position)
      case .overlongSequence:
        // The token ends the buffer; its last byte tells which part of the sequence goes on.
        let last = pendingBytes[index - 1]
        skipping = (0x20...0x2F).contains(last) ? .intermediates : .parameters
        return (index, nil)
      }
    }
    return (index, nil)
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

  /// Adds `input` to the paste in progress, and what follows its end marker to its
  /// continuation, which takes every byte up to the next end marker or `flush()`.
  private mutating func continuePaste(
    with input: ArraySlice<UInt8>, into events: inout [InputEvent]
  ) {
    guard var current = paste else { return }
    paste = nil  // keeps its bytes uniquely referenced while they grow
    var input = input
    while case .ended(let rest) = current.add(input) {
      // A continuation that ended is the rest of the paste before it; an empty one adds nothing.
      let text = current.text
      if !current.isContinuation || !text.isEmpty { events.append(.paste(text)) }
      current = BracketedPaste(isContinuation: true)
      input = rest
    }
    paste = current
  }

  /// Adds `input` to the control string in progress. Returns the bytes to read as input after
  /// it: those after its end, or, when it was none, its keys go to `events` and the bytes from
  /// the `ESC` that showed it; nil while it goes on.
  private mutating func continueControlString(
    with input: ArraySlice<UInt8>, into events: inout [InputEvent]
  ) -> ArraySlice<UInt8>? {
    // Optional chaining changes the string in place: its bytes are not copied as they grow.
    guard let outcome = controlString?.add(input), let current = controlString else { return input }
    switch outcome {
    case .open: return nil
    case .ended(let rest):
      controlString = nil
      return rest
    case .broken(let rest):
      controlString = nil
      events += keys(of: current)
      return rest
    }
  }

  /// The keys a control string that was none stands for: Alt with its introducer, then those
  /// of its bytes (which hold no `ESC` but a last one, so open no sequence); none once over-long.
  private mutating func keys(of string: ControlString) -> [InputEvent] {
    guard !string.isOverlong else { return [] }
    let alt = InputEvent.key(
      .character(Character(Unicode.Scalar(string.introducer))), modifiers: .alt)
    return [alt] + parse(string.bytesAsKeys)
  }
}
