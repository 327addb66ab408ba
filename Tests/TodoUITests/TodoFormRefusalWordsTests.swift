import Testing
import ThinTerminal
import ThinTerminalTesting
import Todo
import TodoUI

/// Every refusal of the Add sheet's form is said in words under its field (the field's form
/// row), and the words go with the next key the field takes.
@MainActor
@Suite struct TodoFormRefusalWordsTests {
  private let due = TodoFormFields.due

  /// The sheet open with a title typed and the due field focused; the row under the due field.
  private func dueFieldFocused() async throws -> (test: SceneTest<TodoAddScene>, words: Int) {
    let test = try await SceneTest.addSheet()
    let row = try #require(test.row(of: "No due date"))
    test.type("Pay rent")
    test.key(.tab)
    await test.receive(.focus(due))
    return (test, row + 1)
  }

  /// Nothing but the sheet's border.
  private func isBlank(_ line: String) -> Bool {
    line.allSatisfy { $0 == " " || $0 == "│" }
  }

  @Test func aKeyThatMeansNothingInADaySaysWhatDoes() async throws {
    let (test, words) = try await dueFieldFocused()
    #expect(isBlank(test.lines[words]))
    test.type("x")
    await test.receive(.shake(due))
    #expect(test.lines[words].contains("Type digits (YYYY-MM-DD), or + and -"))
    test.type("+")
    await test.advance(by: .milliseconds(400))
    #expect(isBlank(test.lines[words]), "a key it takes clears the words")
    await test.finish()
  }

  @Test func aNinthDigitAndADayThatDoesNotExistAreSaid() async throws {
    let (test, words) = try await dueFieldFocused()
    test.type("20250230")
    await test.receive(.invalid(due))
    #expect(test.lines[words].contains("2025-02-30 is not a day"))
    test.key(.backspace)
    test.key(.backspace)
    test.type("28")
    await test.receive(.valid(due))
    #expect(isBlank(test.lines[words]))
    test.type("1")
    await test.receive(.shake(due))
    #expect(test.lines[words].contains("The day is complete: Backspace to change it"))
    await test.finish()
  }

  @Test func leavingAnUnfinishedDaySaysWhatWasKept() async throws {
    let (test, words) = try await dueFieldFocused()
    test.type("+")
    test.type("2025-1")
    test.key(.tab, .shift)
    await test.receive(.shake(due), .focus(TodoFormFields.title))
    #expect(test.lines[words].contains("2025-1 is unfinished: kept 2025-03-15"))
    await test.finish()
  }

  @Test func savingAnUnfinishedDaySaysHowToFinishIt() async throws {
    let (test, words) = try await dueFieldFocused()
    test.type("2025-11")
    test.key(.enter)
    await test.receive(.invalid(due), .shake(due))
    #expect(test.lines[words].contains("Type a whole day (YYYY-MM-DD) or Delete"))
    test.key(.delete)
    await test.receive(.valid(due))
    #expect(isBlank(test.lines[words]))
    await test.finish()
  }

  @Test func aBlankTitleIsSaidUnderIt() async throws {
    let test = try await SceneTest.addSheet()
    let title = try #require(test.row(of: TodoFormFields.title))
    test.key(.enter)
    await test.receive(.invalid(TodoFormFields.title), .shake(TodoFormFields.title))
    #expect(test.lines[title + 1].contains("A task needs a title"))
    test.type("B")
    await test.receive(.valid(TodoFormFields.title))
    #expect(isBlank(test.lines[title + 1]))
    await test.finish()
  }

  /// A title of invisible characters (zero-width space and joiner) is as blank as an empty one:
  /// said under the field, not refused later by the store in an alert.
  @Test func anInvisibleTitleIsBlankToo() async throws {
    let test = try await SceneTest.addSheet()
    let title = try #require(test.row(of: TodoFormFields.title))
    test.type("\u{200B} \u{200D}")
    test.key(.enter)
    await test.receive(.invalid(TodoFormFields.title), .shake(TodoFormFields.title))
    #expect(test.lines[title + 1].contains("A task needs a title"))
    await test.finish()
  }
}
