import ThinKit
import ThinTerminal

/// A text field under fuzzing, driven through an application as a person would: keys (typed
/// graphemes, the issue's emoji among them, editing keys, keys it must pass on), pastes with
/// line breaks, tabs and controls, clicks, new widths, secure entry, a length limit, the invalid
/// dot. After each step the field must hold one line of text without controls, within its
/// limit, its cursor inside it; what typing, Backspace, the arrows, Home and End did must be
/// what they do; a paste must land at the cursor; and the frame must show the field's own text
/// inside the field, the caret in it, and nothing outside it.
package enum TextFieldFuzzCheck {
  @MainActor
  package static func run(_ bytes: [UInt8]) throws(FuzzFailure) {
    var data = FuzzData(bytes)
    let field = TextField(placeholder: "Email Address")
    field.frame = Rect(x: 2, y: 1, width: data.int(in: 3...40), height: 1)
    if data.int(in: 0...3) == 0 { field.maxLength = data.int(in: 0...30) }
    field.isSecureTextEntry = data.int(in: 0...3) == 0
    if data.bool() { field.leftView = Label(text: data.pick(["✉", "@", "🔒"])) }
    let root = View()
    root.addSubview(field)
    let terminal = InMemoryTerminal(size: Size(width: 48, height: 3))
    let app = Application(
      rootViewController: FieldHost(root: root), minimumSize: Size(width: 1, height: 1))
    app.start(on: terminal, clock: AnimationClock(ContinuousClock()))
    defer { app.stop() }
    field.becomeFirstResponder()
    app.displayIfNeeded()
    for step in 0..<200 where !data.isAtEnd {
      let before = (text: Array(field.text), cursor: field.cursorOffset)
      let edit = nextEdit(using: &data, field: field)
      switch edit {
      case .send(let event): app.handle(.input(event))
      case .resize(let width): field.frame.size.width = width
      case .toggleInvalidIndicator: field.showsInvalidIndicator.toggle()
      }
      app.displayIfNeeded()
      let context = "step \(step), \(edit), before \(String(before.text).debugDescription)"
      try checkText(of: field, context)
      try checkEdit(edit, before: before, field: field, context)
      try checkFrame(terminal, field: field, context)
      if !field.isFirstResponder {
        field.becomeFirstResponder()
        app.displayIfNeeded()
      }
    }
  }

  enum Edit: CustomStringConvertible {
    case send(InputEvent)
    case resize(Int)
    case toggleInvalidIndicator

    var description: String {
      switch self {
      case .send(let event): "\(event)"
      case .resize(let width): "width \(width)"
      case .toggleInvalidIndicator: "invalid dot toggled"
      }
    }
  }

  /// Keys the check knows the meaning of, and keys whose meaning is the field's own business.
  private static let otherKeys: [KeyPress] = [
    KeyPress(.delete), KeyPress(.character("a"), modifiers: .control),
    KeyPress(.character("e"), modifiers: .control), KeyPress(.character("k"), modifiers: .control),
    KeyPress(.character("u"), modifiers: .control), KeyPress(.character("w"), modifiers: .control),
    KeyPress(.character("d"), modifiers: .control), KeyPress(.character("b"), modifiers: .alt),
    KeyPress(.character("f"), modifiers: .alt), KeyPress(.backspace, modifiers: .alt),
    KeyPress(.left, modifiers: .control), KeyPress(.right, modifiers: .control),
    KeyPress(.left, modifiers: .alt), KeyPress(.enter), KeyPress(.tab), KeyPress(.escape),
    KeyPress(.up), KeyPress(.pageDown), KeyPress(.function(3)),
  ]

  @MainActor
  private static func nextEdit(using data: inout FuzzData, field: TextField) -> Edit {
    switch data.int(in: 0...13) {
    case 0...4: return .send(.key(.character(Character(data.pick(FuzzGraphemes.text)))))
    case 5: return .send(.key(.backspace))
    case 6: return .send(.key(data.pick([.left, .right, .home, .end])))
    case 7, 8: return .send(.key(data.pick(otherKeys)))
    case 9, 10:
      var text = ""
      for _ in 0..<data.int(in: 0...60) {
        switch data.int(in: 0...9) {
        case 0, 1: text += String(data.pick(FuzzGraphemes.hostile + ["\n", "\r"]))
        case 2: text += data.pick(FuzzGraphemes.words)
        default: text += data.pick(FuzzGraphemes.text)
        }
      }
      return .send(.paste(text))
    case 11:
      let point = Point(x: field.frame.minX + data.int(in: 0...field.frame.width), y: 1)
      return .send(.mouse(MouseEvent(kind: data.bool() ? .press : .release, position: point)))
    case 12: return .resize(data.int(in: 3...40))
    default: return .toggleInvalidIndicator
    }
  }

  @MainActor
  private static func checkText(of field: TextField, _ context: String) throws(FuzzFailure) {
    let text = field.text
    try check(
      (0...text.count).contains(field.cursorOffset),
      "cursor \(field.cursorOffset) outside \(text.count) characters; \(context)")
    if let maxLength = field.maxLength {
      try check(text.count <= max(0, maxLength), "\(text.count) > maxLength; \(context)")
    }
    try check(
      !text.unicodeScalars.contains {
        $0.properties.generalCategory == .control || $0 == "\n" || $0 == "\r"
      }, "control character in \(text.debugDescription); \(context)")
  }

  /// How many graphemes of `characters` it takes to hold their first `count` characters: a
  /// character typed next to a joiner, a skin tone or a combining mark becomes one grapheme with
  /// it, and the cursor goes after that grapheme.
  private static func graphemes(of characters: [Character], through count: Int) -> Int {
    let scalars = String(characters[..<count]).unicodeScalars.count
    var taken = 0
    var result = 0
    for grapheme in String(characters) where taken < scalars {
      taken += grapheme.unicodeScalars.count
      result += 1
    }
    return result
  }

  /// What the keys whose meaning is fixed must have done, and where a paste must land.
  @MainActor
  private static func checkEdit(
    _ edit: Edit, before: (text: [Character], cursor: Int), field: TextField, _ context: String
  ) throws(FuzzFailure) {
    guard case .send(let event) = edit else { return }
    let text = Array(field.text)
    let cursor = field.cursorOffset
    var expected: (text: [Character], cursor: Int)?
    switch event {
    case .key(let press) where press.modifiers.isEmpty:
      switch press.key {
      case .character(let character):
        let isFull = field.maxLength.map { before.text.count >= $0 } ?? false
        var inserted = before.text
        if !isFull { inserted.insert(character, at: before.cursor) }
        expected = (
          inserted,
          isFull ? before.cursor : graphemes(of: inserted, through: before.cursor + 1)
        )
      case .backspace where before.cursor > 0:
        var deleted = before.text
        deleted.remove(at: before.cursor - 1)
        expected = (deleted, before.cursor - 1)
      case .backspace: expected = before
      case .left: expected = (before.text, max(0, before.cursor - 1))
      case .right: expected = (before.text, min(before.text.count, before.cursor + 1))
      case .home: expected = (before.text, 0)
      case .end: expected = (before.text, before.text.count)
      default: break
      }
    case .paste:
      // Compared as scalars: a pasted combining mark joins the grapheme before it.
      let prefix = Array(String(before.text[..<before.cursor]).unicodeScalars)
      let suffix = Array(String(before.text[before.cursor...]).unicodeScalars)
      let all = Array(String(text).unicodeScalars)
      let beforeCursor = Array(String(text[..<cursor]).unicodeScalars)
      try check(
        all.count >= prefix.count + suffix.count && all.starts(with: prefix)
          && all.reversed().starts(with: suffix.reversed()) && beforeCursor.starts(with: prefix)
          && beforeCursor.count >= all.count - suffix.count,
        "paste did not land at the cursor: \(String(text).debugDescription), cursor \(cursor); "
          + context)
    default: break
    }
    guard let expected else { return }
    try check(
      String(text) == String(expected.text) && cursor == expected.cursor,
      "got \(String(text).debugDescription) cursor \(cursor), expected "
        + "\(String(expected.text).debugDescription) cursor \(expected.cursor); \(context)")
  }

  /// The field's row shows its own text (or bullets) and nothing of it outside the field.
  @MainActor
  private static func checkFrame(
    _ terminal: InMemoryTerminal, field: TextField, _ context: String
  ) throws(FuzzFailure) {
    let screen = terminal.screen
    let frame = field.frame
    // A cell holds what a terminal draws in it: a grapheme, or a part of one (`क्` of `क्ष`).
    let shown = Set(field.text.flatMap(GraphemeCells.parts(of:))).union(["•", "*", "●", "o", " "])
      .union(field.leftView.map { Set(($0 as? Label)?.text ?? "") } ?? [])
    for x in 0..<screen.size.width {
      let cell = screen[x, frame.minY]
      if x < frame.minX || x >= frame.maxX {
        try check(cell.character == " ", "\(cell.character) outside the field at \(x); \(context)")
      } else if !field.text.isEmpty, !cell.isContinuation {
        try check(
          shown.contains(cell.character),
          "\(cell.character.debugDescription) in the field is not its text; \(context)")
      }
    }
    if let caret = terminal.cursor {
      try check(
        caret.y == frame.minY && caret.x >= frame.minX && caret.x < frame.maxX,
        "caret \(caret) outside the field \(frame); \(context)")
    }
  }

  /// The root view controller: shows the check's view.
  private final class FieldHost: ViewController {
    private let root: View

    init(root: View) {
      self.root = root
      super.init()
    }

    override func loadView() {
      view = root
    }
  }
}
