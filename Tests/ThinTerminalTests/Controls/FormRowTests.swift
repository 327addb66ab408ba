import Testing
import ThinKit
import ThinTerminalTesting

@testable import ThinTerminal

/// A form row: a title, a control, and the sentence saying why the control's input was refused.
@Suite @MainActor struct FormRowTests {
  /// A form of `rows`, laid out one under another at their fitting heights, as a root view does.
  final class Form: View {
    let rows: [FormRow]

    init(_ rows: [FormRow]) {
      self.rows = rows
      super.init(frame: .zero)
      for row in rows { addSubview(row) }
    }

    override func layoutSubviews() {
      var y = 0
      for row in rows {
        let height = row.sizeThatFits(Size(width: bounds.width, height: bounds.height - y)).height
        row.frame = Rect(x: 0, y: y, width: bounds.width, height: height)
        y += height
      }
    }
  }

  @Test func theSentenceShowsUnderTheControlAndMovesNothing() {
    let name = TextField(text: "Ada")
    let age = TextField(text: "200")
    let form = Form([
      FormRow(title: "Name", control: name, titleWidth: 6),
      FormRow(title: "Age", control: age, titleWidth: 6),
    ])
    let host = TestHost(rootView: form, size: Size(width: 40, height: 8))
    #expect(host.lines[0].hasPrefix("Name   Ada"))
    #expect(host.lines[2].hasPrefix("Age    200"))
    age.errorText = "Ages go up to 150"
    host.app.displayIfNeeded()
    #expect(host.lines[2].hasPrefix("Age    200"), "the row kept its place")
    #expect(host.lines[3].hasPrefix("       Ages go up to 150"))
    let sentence = host.terminal.screen[7, 3]
    #expect(sentence.foreground == host.window.theme.invalidIndicator)
    age.errorText = nil
    host.app.displayIfNeeded()
    #expect(host.lines[3].allSatisfy { $0 == " " })
  }

  @Test func aLongSentenceWrapsAndTheFormMakesRoomForIt() {
    let first = TextField()
    let second = TextField(text: "below")
    let form = Form([FormRow(control: first), FormRow(control: second)])
    let host = TestHost(rootView: form, size: Size(width: 24, height: 8))
    #expect(host.lines[2].hasPrefix(" below"))
    first.errorText = "This sentence is too long for one line"
    host.app.displayIfNeeded()
    #expect(form.rows[0].frame.height == 3)
    #expect(host.lines[1].hasPrefix(" This sentence is too"))
    #expect(host.lines[2].hasPrefix(" long for one line"))
    #expect(host.lines[3].hasPrefix(" below"))
  }

  @Test func aSwitchKeepsItsWidthAFieldTakesTheRest() {
    let toggle = Switch()
    let field = TextField()
    let switchRow = FormRow(title: "Done?", control: toggle)
    let fieldRow = FormRow(title: "Title", control: field)
    _ = TestHost(rootView: Form([switchRow, fieldRow]), size: Size(width: 30, height: 8))
    #expect(toggle.frame == Rect(x: 6, y: 0, width: 5, height: 1))
    #expect(field.frame == Rect(x: 6, y: 0, width: 24, height: 1))
  }

  @Test func aRowWithoutTitleStartsWithItsControlInItsOwnColor() {
    let field = TextField(text: "x")
    let row = FormRow(control: field)
    row.errorTextColor = Color(red: 255, green: 160, blue: 160)
    field.errorText = "Wrong"
    let host = TestHost(rootView: Form([row]), size: Size(width: 30, height: 6))
    #expect(field.frame.minX == 0)
    #expect(host.lines[1].hasPrefix(" Wrong"))
    #expect(host.terminal.screen[1, 1].foreground == Color(red: 255, green: 160, blue: 160))
  }
}
