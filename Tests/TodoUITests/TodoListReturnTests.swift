import Testing
import ThinTerminal
import ThinTerminalTesting
import TodoUI

@testable import Todo

/// A list that a detail covered before it ever showed (the detail opened first, as a stack
/// restored on launch would) follows the database once Back shows it.
@MainActor
@Suite struct TodoListReturnTests {
  @Test func aListFirstShownByBackFollowsTheDatabase() async throws {
    let (test, _) = try await SceneTest.detail(of: "Call Ann")
    test.key(.escape)
    try await test.receiveBackToList()
    #expect(test.text.contains("Call Ann"))
    try await test.writeElsewhere { store in
      try store.insert([TodoItem(title: "Buy milk", createdAt: TodoTestCalendar.calendar.now())])
    }
    try await test.deliver()
    #expect(test.text.contains("Buy milk"))
    await test.finish()
  }
}
