import Foundation
import Testing
import ThinKit

@testable import Todo

/// Two stores on one file, as two processes: a save writes only what its editor changed, and a
/// task deleted meanwhile is reported, never silently dropped.
@MainActor
@Suite struct TodoLostUpdateTests {
  private let folder: TemporaryDirectory
  private let mine: TodoStore
  private let theirs: TodoStore

  init() throws {
    folder = try TemporaryDirectory()
    let path = folder.path("todo.sqlite")
    mine = makeStore(.file(path))
    theirs = makeStore(.file(path))
  }

  private func openDetail(of item: TodoItem) -> (TodoDetailPresenter, SpyEditorView) {
    let form = SpyEditorView()
    let presenter = form.connect(TodoDetailPresenter(item: mine.detailItem(item.id), store: mine))
    presenter.start()
    return (presenter, form)
  }

  @Test func changingOnlyTheDueDayKeepsATitleChangedElsewhere() async throws {
    let item = try mine.add(title: "Call Ann", due: day("2025-03-15"))
    let (presenter, form) = openDetail(of: item)
    var renamed = try #require(try theirs.item(id: item.id))
    renamed.title = "Call Ann and Bob"
    try theirs.update(renamed)
    form.draft.due = day("2025-03-20")
    presenter.leave()
    await mine.waitForWrites()
    let stored = try #require(try theirs.item(id: item.id))
    #expect(stored.title == "Call Ann and Bob")
    #expect(stored.due == day("2025-03-20"))
    #expect(form.finishCount == 1)
  }

  /// Both apps showed the task open and both users marked it done: it stays done, as each
  /// was told ("marking … done"), instead of two flips cancelling out.
  @Test func markingDoneInTwoAppsLeavesTheTaskDone() async throws {
    let item = try mine.add(title: "Call Ann")
    mine.enqueueToggleDone(of: item)
    await mine.waitForWrites()
    // Theirs still shows the task as it was read before.
    theirs.enqueueToggleDone(of: item)
    await theirs.waitForWrites()
    #expect(try mine.item(id: item.id)?.isDone == true)
    #expect(mine.writeStatus.unsaved.isEmpty && theirs.writeStatus.unsaved.isEmpty)
  }

  /// The screen goes at once (the write runs in the background); the list, where the user is
  /// by then, names the change and why on its notice lines, without an alert.
  @Test func anEditToATaskDeletedElsewhereIsReportedOnTheList() async throws {
    let item = try mine.add(title: "Call Ann")
    let cycle = UpdateCycle(drainsAutomatically: false)
    let listView = SpyListView()
    let list = await listView.startedList(of: mine, cycle: cycle)
    defer { list.stop() }
    let (presenter, form) = openDetail(of: item)
    #expect(try theirs.delete(id: item.id))
    form.draft.title = "Call Ann today"
    presenter.leave()
    #expect(form.finishCount == 1)
    await mine.waitForWrites()
    await cycle.waitForPendingUpdates()
    cycle.drain()
    #expect(listView.errors.isEmpty)
    #expect(
      listView.notice?.lines == [
        "1 change not saved, and not tried again (x dismisses):",
        "• Changing “Call Ann” (title “Call Ann today”) — the task was deleted elsewhere.",
      ])
    #expect(listView.notice?.isDismissible == true)
    list.didDismissNotice()
    #expect(listView.notice == nil)
    #expect(try mine.count() == 0, "nothing written back")
  }

  @Test func aTitleChangedAloneRedrawsTheList() async throws {
    let item = try mine.add(title: "Call Ann")
    let cycle = UpdateCycle(drainsAutomatically: false)
    let view = SpyListView()
    let list = await view.startedList(of: mine, cycle: cycle)
    defer { list.stop() }
    #expect(try mine.apply(TodoChanges(title: "Call Ann and Bob"), to: item.id))
    await cycle.waitForPendingUpdates()
    cycle.drain()
    #expect(await list.loadedRow(0, inSection: 0).title == "Call Ann and Bob")
  }

  @Test func theMessageSaysWhatHappenedInWords() {
    let error = TodoEditError.deletedMeanwhile(taskTitle: "Call Ann")
    #expect(error.title == "Task deleted")
    #expect(error.userReadableMessage.contains("“Call Ann” was deleted elsewhere"))
  }
}
