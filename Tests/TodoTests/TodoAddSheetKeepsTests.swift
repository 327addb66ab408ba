import Foundation
import Testing
import ThinKit

@testable import Todo

/// The Add sheet keeps what is typed as the detail does: a sheet that goes without an answer
/// (SIGTERM, SIGHUP, a closed window) saves a draft with a title; a quit asked with a field
/// that cannot be saved asks first; only Cancel discards, asking first when something is typed.
@MainActor
@Suite struct TodoAddSheetKeepsTests {
  private let store = makeStore()
  private let view = SpyEditorView()

  private func sheet() -> TodoAddPresenter {
    let presenter = view.connect(TodoAddPresenter(store: store))
    presenter.start()
    return presenter
  }

  private func titles() throws -> [String] {
    try store.read { db in try TodoItem.fetchAll(db).map(\.title) }
  }

  @Test func goingWithoutAnAnswerSavesATypedTitle() async throws {
    let presenter = sheet()
    view.draft = TodoDraft(title: "Buy milk", due: day("2025-03-20"), isDueUnfinished: true)
    presenter.stop()
    await store.waitForWrites()
    let items = try store.read { db in try TodoItem.fetchAll(db) }
    #expect(items.map(\.title) == ["Buy milk"])
    #expect(items.first?.due == day("2025-03-20"), "the last whole day shown")
  }

  @Test func nothingTypedDoneOrCancelledIsNotSavedAgain() async throws {
    sheet().stop()
    let done = sheet()
    view.draft.title = "Once"
    done.done()
    done.stop()
    let cancelled = sheet()
    view.draft.title = "Never"
    view.discards = true
    let work = WorkTracker()
    work.withTracking { cancelled.cancel() }
    #expect(await work.waitUntilIdle())
    cancelled.stop()
    await store.waitForWrites()
    #expect(try titles() == ["Once"])
    #expect(view.discardQuestions == [Self.cancelQuestion])
  }

  private static let cancelQuestion =
    "This new task is not saved. Discard throws away what you typed."

  /// Cancel closes at once with nothing typed (spaces are nothing); with a title or a due day
  /// typed it asks, and Keep editing leaves the sheet open with the typing, to be saved later.
  @Test func cancelAsksOnlyWhenSomethingIsTyped() async throws {
    let work = WorkTracker()
    let empty = sheet()
    view.draft.title = "   "
    work.withTracking { empty.cancel() }
    #expect(await work.waitUntilIdle())
    #expect(view.finishCount == 1)
    #expect(view.discardQuestions.isEmpty)

    for typed in [TodoDraft(title: "Keep me"), TodoDraft(due: day("2025-03-20"))] {
      let kept = sheet()
      view.draft = typed
      view.discards = false
      work.withTracking { kept.cancel() }
      #expect(await work.waitUntilIdle())
      #expect(view.finishCount == 1, "Keep editing: the sheet stays")
      kept.stop()
    }
    #expect(view.discardQuestions == [Self.cancelQuestion, Self.cancelQuestion])
    await store.waitForWrites()
    #expect(try titles() == ["Keep me"], "kept, then saved as the sheet went")
  }

  @Test func quittingAsksOnlyForAFieldThatCannotBeSaved() async throws {
    let presenter = sheet()
    #expect(await presenter.shouldQuit(), "nothing typed: nothing to ask")
    view.draft.title = "Call Ann"
    #expect(await presenter.shouldQuit(), "saved by stop()")
    #expect(view.discardQuestions.isEmpty)

    view.draft.isDueUnfinished = true
    view.discards = false
    #expect(await presenter.shouldQuit() == false)
    #expect(view.invalidDueCount == 1)
    view.discards = true
    #expect(await presenter.shouldQuit())
    #expect(
      view.discardQuestions
        == Array(
          repeating: "The due date typed is not a whole day. Quitting saves the task without it.",
          count: 2))
    presenter.stop()
    await store.waitForWrites()
    #expect(try titles() == ["Call Ann"])
  }
}
