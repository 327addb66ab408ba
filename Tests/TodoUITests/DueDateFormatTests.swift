import Testing
import ThinKit
import ThinTerminal
import ThinTerminalTesting
import Todo
import TodoUI

/// The due-date field says how to type a day: its keys in the hint line, and, after a
/// character that is no part of a day, the format in words under it, the rest refused rather
/// than mangled (`1/15/2027` once became `1152-02-7`).
@MainActor
@Suite struct DueDateFormatTests {
  private let due = TodoFormFields.due

  @Test func theHintLineNamesTheFormatAndTheDayKeys() async throws {
    let test = try await SceneTest.addSheet()
    test.type("Renew passport")
    test.key(.tab)
    await test.receive(.focus(self.due))
    let hints = try #require(test.lines.first { $0.contains("+/-") }, "\(test.lines)")
    #expect(hints.contains("0-9 YYYY-MM-DD"), "\(hints)")
    #expect(hints.contains("+/- move the day"), "\(hints)")
    await test.finish()
  }

  @Test func aDayInAnotherFormatIsRefusedInWords() async throws {
    let test = try await SceneTest.addSheet()
    let row = try #require(test.row(of: "No due date"))
    test.type("Renew passport")
    test.key(.tab)
    await test.receive(.focus(self.due))
    test.type("1/15/2027")
    await test.receive(Array(repeating: .shake(self.due), count: 8))
    await test.waitUntilIdle()
    #expect(test.text.contains("Type digits (YYYY-MM-DD), or + and -"), "\(test.text)")
    #expect(test.lines[row].contains("Due      1 "), "\(test.lines[row])")
    #expect(!test.text.contains("1152"), "nothing typed after the slash became a day")
    test.key(.backspace)
    await test.waitUntilIdle()
    #expect(!test.text.contains("Type digits"), "Backspace takes the words away")
    test.type("2027-01-15")
    await test.waitUntilIdle()
    #expect(test.lines[row].contains("2027-01-15"))
    await test.finish()
  }
}
