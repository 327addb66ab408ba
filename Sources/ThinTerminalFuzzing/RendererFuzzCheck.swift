import ThinKit
import ThinTerminal

/// The renderer under fuzzing: frames of random size drawn with random graphemes (the issue's
/// emoji among them), colors and styles, rendered one after another into the in-memory
/// emulator playing a terminal whose widths may differ from the layout's (tmux's, wider,
/// narrower), measured by the width probe or not. After each frame every cell must be where the
/// layout put it, except that a disputed grapheme's own cells only need their background, and
/// the cursor must be where the frame asked. Frames with hostile cells (controls, lone marks
/// and joiners, written straight into cells) must still leave the cursor where asked and never
/// write a byte the emulator does not know. Whatever the frames, the screen a run of incremental
/// frames leaves must be the one a full redraw of the last frame gives (what Ctrl-L or a resize
/// shows), cell for cell.
package enum RendererFuzzCheck {
  private static let colors: [Color] = [
    .white, .black, Color(red: 200, green: 30, blue: 40), Color(white: 85), Color(white: 103),
    Color(red: 0, green: 122, blue: 255), Color.white.withAlpha(0.6),
  ]
  private static let styles: [CellStyle] = [[], .bold, .underline, [.inverse, .dim], .italic]
  private static let modes: [ColorMode] = [.trueColor, .palette256, .palette16, .noColor]
  /// Each terminal's widths, and whether it joins what follows a joiner (tmux).
  private static let terminals: [(@Sendable (Character) -> Int, joinsAfterJoiner: Bool)] = [
    ({ TextWidth.columns(of: $0) }, false), (ANSIScreenEmulator.Widths.tmux, true),
    (ANSIScreenEmulator.Widths.wide, false), (ANSIScreenEmulator.Widths.narrow, false),
  ]

  package static func run(_ bytes: [UInt8]) throws(FuzzFailure) {
    var data = FuzzData(bytes)
    let size = Size(width: data.int(in: 1...30), height: data.int(in: 1...8))
    let mode = data.pick(modes)
    let (columns, joins) = data.pick(terminals)
    var renderer = FrameRenderer(colorMode: mode)
    if data.bool() { renderer.measuredWidths = try measure(columns) }
    let terminal = { ANSIScreenEmulator(size: size, columns: columns, joinsAfterJoiner: joins) }
    var screen = terminal()
    var frame = CellBuffer(size: size)
    var isHostile = false
    for step in 0..<12 where !data.isAtEnd {
      if data.int(in: 0...9) == 0 { renderer.invalidate() }
      for _ in 0..<data.int(in: 1...4) {
        if data.int(in: 0...7) == 0 {
          isHostile = true
          frame[data.int(in: 0...size.width - 1), data.int(in: 0...size.height - 1)] = Cell(
            character: data.pick(
              FuzzGraphemes.hostileCells + [Character(data.pick(FuzzGraphemes.text))]),
            isContinuation: data.int(in: 0...5) == 0)
        } else {
          draw(on: &frame, using: &data)
        }
      }
      let cursor =
        data.int(in: 0...3) == 0
        ? nil
        : Point(x: data.int(in: 0...size.width - 1), y: data.int(in: 0...size.height - 1))
      let output = renderer.render(frame, cursor: cursor)
      let context = "step \(step), \(size), \(mode), rows \(frame.lines)"
      do {
        try screen.apply(output)
      } catch {
        throw FuzzFailure("the renderer wrote what no terminal model knows: \(error); \(context)")
      }
      try check(screen.isCursorVisible == (cursor != nil), "cursor visibility; \(context)")
      if let cursor {
        try check(screen.cursor == cursor, "cursor at \(screen.cursor), not \(cursor); \(context)")
      }
      if !isHostile, let difference = screen.firstLayoutDifference(from: frame, in: mode) {
        throw FuzzFailure("layout broken: \(difference); \(context)")
      }
      var redrawn = terminal()
      var fresh = FrameRenderer(colorMode: mode, measuredWidths: renderer.measuredWidths)
      try? redrawn.apply(fresh.render(frame, cursor: cursor))
      if let difference = firstDifference(screen.screen, redrawn.screen) {
        throw FuzzFailure("incremental and full redraws differ: \(difference); \(context)")
      }
    }
  }

  /// The first cell where two screens differ, or nil.
  private static func firstDifference(_ shown: CellBuffer, _ redrawn: CellBuffer) -> String? {
    for y in 0..<shown.size.height {
      for x in 0..<shown.size.width where shown[x, y] != redrawn[x, y] {
        return "cell \(x),\(y): \(shown[x, y]) after frames, \(redrawn[x, y]) redrawn; rows "
          + "\(shown.line(y).debugDescription) vs \(redrawn.line(y).debugDescription)"
      }
    }
    return nil
  }

  /// Runs the width probe against a terminal with `columns`, as `ANSITerminal` does.
  private static func measure(
    _ columns: @escaping @Sendable (Character) -> Int
  ) throws(FuzzFailure) -> MeasuredWidths {
    var screen = ANSIScreenEmulator(size: Size(width: 20, height: 4), columns: columns)
    do { try screen.apply(WidthProbe.request) } catch {
      throw FuzzFailure("the width probe wrote what no terminal model knows: \(error)")
    }
    var parser = InputParser()
    _ = parser.parse(screen.replies)
    var probe = WidthProbe()
    for report in parser.takePositionReports() { probe.receive(report) }
    return probe.widths
  }

  private static func draw(on frame: inout CellBuffer, using data: inout FuzzData) {
    let size = frame.size
    if data.int(in: 0...4) == 0 {
      let rect = Rect(
        x: data.int(in: -2...size.width), y: data.int(in: 0...size.height - 1),
        width: data.int(in: 1...size.width), height: data.int(in: 1...size.height))
      frame.fill(rect, with: data.pick(colors))
      return
    }
    var text = ""
    let count = data.int(in: 0...10)
    if count == 0 { text = data.pick(FuzzGraphemes.words) }
    for _ in 0..<count { text += data.pick(FuzzGraphemes.text) }
    let clip =
      data.bool()
      ? nil
      : Rect(
        x: data.int(in: 0...size.width - 1), y: 0, width: data.int(in: 1...size.width),
        height: size.height)
    frame.draw(
      text, at: Point(x: data.int(in: -2...size.width), y: data.int(in: 0...size.height - 1)),
      foreground: data.pick(colors), background: data.bool() ? nil : data.pick(colors),
      style: data.pick(styles), clip: clip)
  }
}
