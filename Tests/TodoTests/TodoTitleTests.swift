import Foundation
import Testing

@testable import Todo

/// One rule for a blank title wherever it is asked: the editors' draft, the store and the list
/// agree, so that an invisible title is refused under the field rather than by the store, and a
/// stored one shows as "(no title)" rather than as an empty row.
@Suite struct TodoTitleTests {
  @Test func titlesThatShowNothingAreBlankEverywhere() throws {
    let store = makeStore()
    for title in ["", " \t\n", "\u{200B}\u{200B}", "\u{200D}", "\u{FEFF} \u{200E}", "\u{1}"] {
      #expect(TodoTitle.isBlank(title), "\(title.debugDescription)")
      #expect(!TodoDraft(title: title).hasTitle, "\(title.debugDescription)")
      #expect(throws: TodoStoreError.failed(reason: "a task needs a title")) {
        try store.add(title: title)
      }
      let row = TodoRow(TodoItem(title: title, createdAt: Date()), today: day("2025-03-14"))
      #expect(row.title == "(no title)", "\(title.debugDescription)")
    }
    #expect(try store.count() == 0)
  }

  @Test func titlesThatShowSomethingAreNot() throws {
    let store = makeStore()
    for title in ["a", " 漢 ", "👩‍👩‍👧", "e\u{301}", "\u{200B}x", "مرحبا", "\u{00A0}-"] {
      #expect(!TodoTitle.isBlank(title), "\(title.debugDescription)")
      #expect(TodoDraft(title: title).hasTitle, "\(title.debugDescription)")
      _ = try store.add(title: title)
    }
    #expect(try store.count() == 7)
  }
}
