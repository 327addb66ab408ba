import Testing
import ThinKit
import ThinTerminalTesting

@testable import ThinTerminal

/// A field with a `maxLength` tells its delegate when typing or a paste was cut.
@Suite @MainActor struct TextFieldCutInputTests {
  final class CutCounter: TextFieldDelegate {
    var cuts = 0
    func textFieldDidCutInput(_ textField: TextField) { cuts += 1 }
  }

  private func makeField(maxLength: Int?) -> (TextField, TestHost, CutCounter) {
    let field = TextField()
    field.maxLength = maxLength
    let counter = CutCounter()
    field.delegate = counter
    field.frame = Rect(x: 0, y: 0, width: 12, height: 1)
    let host = TestHost(hosting: field)
    field.becomeFirstResponder()
    return (field, host, counter)
  }

  @Test func typingAndPastingPastTheLimitAreCutAndSaid() {
    let (field, host, counter) = makeField(maxLength: 5)
    host.send(.paste("abc"))
    #expect(counter.cuts == 0, "what fits says nothing")
    host.send(.paste("defgh"))
    #expect(field.text == "abcde")
    #expect(counter.cuts == 1)
    host.type("x")
    #expect(field.text == "abcde")
    #expect(counter.cuts == 2, "a full field says so at every key")
    host.key(.backspace)
    host.type("y")
    #expect(field.text == "abcdy")
    #expect(counter.cuts == 2)
  }

  @Test func aHugePasteIsReadOnlyAsFarAsTheLimit() {
    let (field, host, counter) = makeField(maxLength: 1000)
    host.send(.paste(String(repeating: "line\n", count: 200_000)))
    #expect(field.text.count == 1000)
    #expect(field.text.hasPrefix("line line "))
    #expect(counter.cuts == 1)
    #expect(TextField.singleLine("a\nb\nc", limit: 3) == ["a", " ", "b"])
  }

  @Test func withoutALimitNothingIsCut() {
    let (field, host, counter) = makeField(maxLength: nil)
    host.send(.paste(String(repeating: "z", count: 10_000)))
    #expect(field.text.count == 10_000)
    #expect(counter.cuts == 0)
  }

  @Test func settingTheTextCutsWithoutAWord() {
    let (field, _, counter) = makeField(maxLength: 3)
    field.text = "abcdef"
    #expect(field.text == "abc")
    #expect(counter.cuts == 0, "as UIKit, setting the text sends nothing")
  }
}
