import ThinKit

/// A small VT screen for tests: applies terminal output to a grid of cells, so a test can check
/// what a person would see after `FrameRenderer`'s bytes reach a terminal.
///
/// It understands what the renderer writes and no more: printable UTF-8, CR, LF, BS, cursor moves
/// (`H`, `A`–`D`, `G`), erase display (`2J`), SGR (`m`), private modes (`?…h`/`?…l`, of which
/// cursor visibility and autowrap take effect) and cursor position requests (`6n`, answered in
/// ``replies``). Anything else throws `UnsupportedInput` rather than being guessed at, which is
/// how a test catches a renderer writing something unexpected. Package access: it is the oracle
/// of this package's renderer and end-to-end tests, not something an app needs.
///
/// It lays text out in cells as terminals do, scalar by scalar (`GraphemeCells`: `क्ष` takes a
/// cell per consonant, an emoji sequence one). Its widths are the layout's (``TextWidth``) unless
/// a test gives it others, to play a terminal that counts differently (tmux draws 👍🏽 4 columns
/// wide): a grapheme of width n takes a cell and n − 1 continuation cells, and writing over any
/// of them erases all of it. Playing tmux, it also joins a non-ASCII grapheme written after a
/// joiner (ZWJ) to the cell left of the cursor, wherever the cursor went in between, as tmux
/// 3.3a does: the next cell's grapheme vanishes.
package struct ANSIScreenEmulator: Sendable {
  /// Output the emulator does not model.
  package struct UnsupportedInput: Error, CustomStringConvertible, Equatable {
    package let description: String
  }

  /// The cells on screen.
  package private(set) var screen: CellBuffer
  /// The cursor, zero-based.
  package private(set) var cursor: Point = .zero
  /// Whether the cursor shows (`ESC [ ? 25 h`/`l`).
  package private(set) var isCursorVisible = true
  /// Every private mode set or reset, by number (1049 alternate screen, 2004 bracketed paste…).
  package private(set) var privateModes: [Int: Bool] = [:]
  /// The colors a cell gets when written with the terminal's default colors.
  package let defaultForeground: Color
  package let defaultBackground: Color
  /// How many columns the terminal gives a grapheme.
  package let columns: @Sendable (Character) -> Int
  /// Whether a non-ASCII grapheme written after a joiner joins the cell before the cursor.
  package let joinsAfterJoiner: Bool
  /// What the terminal answered, in order, as it would send it as input: a cursor position
  /// report (`ESC [ row ; column R`) for each request.
  package private(set) var replies: [UInt8] = []

  var foreground: Color?
  var background: Color?
  var style: CellStyle = []
  /// Set after writing into the last column with autowrap on: the next character wraps.
  private var pendingWrap = false
  /// Set after a joiner was written, for ``joinsAfterJoiner``.
  private var pendingJoiner = false

  package init(
    size: Size,
    defaultForeground: Color = Cell.blank.foreground,
    defaultBackground: Color = Cell.blank.background,
    columns: @escaping @Sendable (Character) -> Int = { TextWidth.columns(of: $0) },
    joinsAfterJoiner: Bool = false
  ) {
    self.defaultForeground = defaultForeground
    self.defaultBackground = defaultBackground
    self.columns = columns
    self.joinsAfterJoiner = joinsAfterJoiner
    screen = CellBuffer(
      size: size, filling: Cell(foreground: defaultForeground, background: defaultBackground))
  }

  /// Changes the size, keeping the cells that still fit, as a terminal window does; a negative
  /// width or height counts as 0.
  package mutating func resize(to size: Size) {
    var resized = CellBuffer(
      size: size, filling: Cell(foreground: defaultForeground, background: defaultBackground))
    for y in 0..<min(resized.size.height, screen.size.height) {
      for x in 0..<min(resized.size.width, screen.size.width) { resized[x, y] = screen[x, y] }
    }
    screen = resized
    moveCursor(to: cursor)
  }

  /// Applies terminal output. Throws at the first thing it does not model; what came before
  /// stays applied.
  package mutating func apply(_ output: some Sequence<UInt8>) throws(UnsupportedInput) {
    let bytes = Array(output)
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case 0x1B:
        index = try applyEscape(bytes, at: index)
      case 0x0D:
        moveCursor(to: Point(x: 0, y: cursor.y))
        index += 1
      case 0x0A:
        guard cursor.y + 1 < screen.size.height else {
          throw UnsupportedInput(description: "LF on the last row would scroll")
        }
        moveCursor(to: Point(x: cursor.x, y: cursor.y + 1))
        index += 1
      case 0x08:
        moveCursor(to: Point(x: cursor.x - 1, y: cursor.y))
        index += 1
      case 0x00..<0x20, 0x7F:
        throw UnsupportedInput(description: "control byte \(byte)")
      default:
        var end = index
        while end < bytes.count, bytes[end] >= 0x20, bytes[end] != 0x7F { end += 1 }
        var parts: [Character] = []
        for character in String(decoding: bytes[index..<end], as: UTF8.self) {
          GraphemeCells.forEachPart(of: character) { part, _ in parts.append(part) }
        }
        for part in parts { try put(part) }
        index = end
      }
    }
  }

  /// Applies the escape sequence at `start` and returns the index after it.
  private mutating func applyEscape(_ bytes: [UInt8], at start: Int) throws(UnsupportedInput) -> Int
  {
    guard start + 1 < bytes.count, bytes[start + 1] == UInt8(ascii: "[") else {
      throw UnsupportedInput(description: "escape sequence other than CSI")
    }
    var index = start + 2
    let isPrivate = index < bytes.count && bytes[index] == UInt8(ascii: "?")
    if isPrivate { index += 1 }
    let parametersStart = index
    while index < bytes.count, (0x30...0x3F).contains(bytes[index]) { index += 1 }
    guard index < bytes.count, (0x40...0x7E).contains(bytes[index]) else {
      throw UnsupportedInput(description: "unfinished or malformed CSI sequence")
    }
    let parameters = CSIParameters.parse(bytes[parametersStart..<index])
    try applyCSI(final: bytes[index], parameters: parameters, isPrivate: isPrivate)
    return index + 1
  }

  private mutating func applyCSI(
    final: UInt8, parameters: [Int?], isPrivate: Bool
  ) throws(UnsupportedInput) {
    let first = parameters[0] ?? 0
    let count = max(first, 1)
    switch (isPrivate, final) {
    case (false, UInt8(ascii: "H")):
      let column = parameters.count > 1 ? parameters[1] ?? 1 : 1
      moveCursor(to: Point(x: column - 1, y: max(first, 1) - 1))
    case (false, UInt8(ascii: "A")): moveCursor(to: cursor.offsetBy(dx: 0, dy: -count))
    case (false, UInt8(ascii: "B")): moveCursor(to: cursor.offsetBy(dx: 0, dy: count))
    case (false, UInt8(ascii: "C")): moveCursor(to: cursor.offsetBy(dx: count, dy: 0))
    case (false, UInt8(ascii: "D")): moveCursor(to: cursor.offsetBy(dx: -count, dy: 0))
    case (false, UInt8(ascii: "G")): moveCursor(to: Point(x: count - 1, y: cursor.y))
    case (false, UInt8(ascii: "J")) where first == 2:
      screen = CellBuffer(
        size: screen.size,
        filling: Cell(foreground: defaultForeground, background: defaultBackground))
    case (false, UInt8(ascii: "m")):
      try applySGR(parameters)
    case (false, UInt8(ascii: "n")) where first == 6:
      replies.appendCSI()
      replies.appendDecimal(cursor.y + 1)
      replies.append(UInt8(ascii: ";"))
      replies.appendDecimal(cursor.x + 1)
      replies.append(UInt8(ascii: "R"))
    case (true, UInt8(ascii: "h")), (true, UInt8(ascii: "l")):
      let isSet = final == UInt8(ascii: "h")
      for mode in parameters.compactMap({ $0 }) { privateModes[mode] = isSet }
      if parameters.contains(25) { isCursorVisible = isSet }
    default:
      let text = String(decoding: [final], as: UTF8.self)
      throw UnsupportedInput(description: "CSI \(isPrivate ? "?" : "")\(parameters) \(text)")
    }
  }

  private var isAutowrapOn: Bool { privateModes[7] ?? true }

  private mutating func moveCursor(to point: Point) {
    cursor = Point(
      x: min(max(point.x, 0), max(screen.size.width - 1, 0)),
      y: min(max(point.y, 0), max(screen.size.height - 1, 0)))
    pendingWrap = false
  }

  /// Writes one grapheme at the cursor, erasing the graphemes it overwrites any part of, as
  /// terminals do.
  private mutating func put(_ character: Character) throws(UnsupportedInput) {
    let scalars = character.unicodeScalars
    if pendingJoiner, let first = scalars.first, !first.isASCII {
      pendingJoiner = scalars.last == "\u{200D}"
      return
    }
    pendingJoiner = joinsAfterJoiner && scalars.last == "\u{200D}"
    let width = columns(character)
    guard width > 0, !screen.size.isEmpty else { return }
    if pendingWrap {
      guard cursor.y + 1 < screen.size.height else {
        throw UnsupportedInput(description: "autowrap on the last row would scroll")
      }
      cursor = Point(x: 0, y: cursor.y + 1)
      pendingWrap = false
    }
    let (x, y) = (cursor.x, cursor.y)
    // Only a terminal counting wider than the layout gets a grapheme that does not fit: it
    // draws what fits. Under the layout's own widths, that is a renderer bug.
    guard x + min(width, TextWidth.columns(of: character)) <= screen.size.width else {
      throw UnsupportedInput(description: "wide grapheme \(character) in the last column")
    }
    let drawn = min(width, screen.size.width - x)
    eraseGrapheme(around: x, y)
    var after = x + drawn
    while after < screen.size.width, screen[after, y].isContinuation {
      screen[after, y].character = " "
      screen[after, y].isContinuation = false
      after += 1
    }
    let written = Cell(
      character: character, foreground: foreground ?? defaultForeground,
      background: background ?? defaultBackground, style: style)
    screen[x, y] = written
    var continuation = written
    continuation.character = " "
    continuation.isContinuation = true
    for offset in 1..<max(drawn, 1) { screen[x + offset, y] = continuation }
    if x + drawn < screen.size.width {
      cursor.x = x + drawn
    } else {
      cursor.x = screen.size.width - 1
      pendingWrap = isAutowrapOn
    }
  }

  /// Blanks the cells left of `x` that belong to a grapheme `x` continues.
  private mutating func eraseGrapheme(around x: Int, _ y: Int) {
    var left = x
    while left > 0, screen[left, y].isContinuation {
      left -= 1
      screen[left, y].character = " "
      screen[left, y].isContinuation = false
    }
  }
}
