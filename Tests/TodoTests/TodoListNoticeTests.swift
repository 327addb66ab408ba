import Testing

@testable import Todo

/// What the list says of rows it cannot read: a title and calm words, never SQL.
@Suite struct TodoListNoticeTests {
  @Test(arguments: [TodoListNotice.unreadableTasks, .unreadableTaskAction, .damagedFile])
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
    #expect(TodoListNotice.damagedFile.title == "The file is damaged")
  }

  @Test func onTheNoticeLinesOnlyUnreadableRowsMayBeDismissed() {
    #expect(
      TodoListNotice.unreadableTasks.noticeLine
        == "Some tasks could not be read (x dismisses): They are shown as far as they could be "
        + "read, marked “unreadable”, and left as they are. The rest of the list works as usual.")
    #expect(TodoListNotice.damagedFile.noticeLine.hasPrefix("The file is damaged: Some tasks"))
    #expect(TodoListNotice.unreadableTasks.isDismissible)
    #expect(!TodoListNotice.damagedFile.isDismissible)
  }
}
