import Testing

@testable import Todo

/// What the list says of rows it cannot read: a title and calm words, never SQL.
@Suite struct TodoListNoticeTests {
  @Test(arguments: [TodoListNotice.unreadableTasks, .unreadableTaskAction])
  func eachNoticeHasATitleAndWordsWithoutSQL(notice: TodoListNotice) {
    #expect(!notice.title.isEmpty)
    #expect(!notice.userReadableMessage.isEmpty)
    for word in ["SELECT", "todoItem", "SQLite"] {
      #expect(!notice.title.contains(word))
      #expect(!notice.userReadableMessage.contains(word))
    }
  }

  @Test func theTitlesSayWhatHappened() {
    #expect(TodoListNotice.unreadableTasks.title == "Some tasks could not be read")
    #expect(TodoListNotice.unreadableTaskAction.title == "Task not readable")
  }
}
