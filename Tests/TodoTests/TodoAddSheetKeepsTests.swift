import Foundation
import Testing

@testable import Todo

/// The Add sheet keeps what is typed as the detail does: a sheet that goes without an answer
/// (SIGTERM, SIGHUP, a closed window) saves a draft with a title; a quit asked with a field
/// that cannot be saved asks first; only Cancel discards.
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
    cancelled.cancel()
    cancelled.stop()
    await store.waitForWrites()
    #expect(try titles() == ["Once"])
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
