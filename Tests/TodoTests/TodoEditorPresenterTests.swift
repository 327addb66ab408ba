import Foundation
import Testing

@testable import Todo

@MainActor
@Suite struct TodoEditorPresenterTests {
  private let store = makeStore()
  private let view = SpyEditorView()

  @Test func detailShowsTheItemAndSavesEditsToIt() async throws {
    let item = try store.add(title: "Draft the talk", due: day("2025-03-20"))
    let other = try store.add(title: "Untouched")
    let presenter = view.connect(TodoDetailPresenter(item: store.detailItem(item.id), store: store))
    presenter.start()
    #expect(view.draft == TodoDraft(title: "Draft the talk", isDone: false, due: day("2025-03-20")))
    #expect(view.today == day("2025-03-14"))

    view.draft = TodoDraft(title: "Give the talk", isDone: true, due: nil)
    #expect(presenter.save())
    await store.waitForWrites()
    let saved = try #require(try store.item(id: item.id))
    #expect(saved.title == "Give the talk")
    #expect(saved.isDone)
    #expect(saved.due == nil)
    #expect(saved.createdAt == item.createdAt)
    #expect(try store.item(id: other.id) == other)
    #expect(try store.count() == 2)
  }

  @Test func aBlankTitleIsRefusedAndNothingIsSaved() async throws {
    let item = try store.add(title: "Named")
    let presenter = view.connect(TodoDetailPresenter(item: store.detailItem(item.id), store: store))
    presenter.start()
    view.draft.title = "   "
    view.draft.isDone = true
    #expect(presenter.save() == false)
    #expect(view.invalidTitleCount == 1)
    #expect(view.invalidDueCount == 0)
    #expect(try store.item(id: item.id) == item)
    #expect(view.errors.isEmpty)

    view.draft.title = "Renamed"
    #expect(presenter.save())
    await store.waitForWrites()
    #expect(try store.item(id: item.id)?.title == "Renamed")
    #expect(try store.item(id: item.id)?.isDone == true)
  }

  /// A leaving that cannot ask (SIGTERM, a pop to the root) saves every field that can be
  /// saved, keeps what is stored for one that cannot, and marks nothing on the screen that is
  /// going.
  @Test func stoppingSavesTheFieldsThatCanBeSaved() async throws {
    let item = try store.add(title: "Named", due: day("2025-03-20"))
    let presenter = view.connect(TodoDetailPresenter(item: store.detailItem(item.id), store: store))
    presenter.start()
    view.draft.title = " "
    view.draft.isDone = true
    view.draft.due = day("2025-03-22")
    view.draft.isDueUnfinished = true
    presenter.stop()
    await store.waitForWrites()
    let saved = try #require(try store.item(id: item.id))
    #expect(saved.title == "Named", "a blank title keeps the stored one")
    #expect(saved.isDone)
    #expect(saved.due == day("2025-03-22"), "the last whole day shown")
    #expect(view.invalidDueCount == 0)
    #expect(view.invalidTitleCount == 0)
    #expect(view.discardQuestions.isEmpty, "nobody is asked")
  }

  @Test func anItemDeletedMeanwhileStaysDeleted() async throws {
    let item = try store.add(title: "Short-lived")
    let presenter = view.connect(TodoDetailPresenter(item: store.detailItem(item.id), store: store))
    presenter.start()
    try store.delete(id: item.id)
    view.draft.title = "Resurrected?"
    #expect(presenter.save(), "queued: the screen goes")
    await store.waitForWrites()
    #expect(try store.count() == 0)
    // Told where the user is by then: the list reports the store's failures.
    let failure = try #require(store.writeStatus.reports.last)
    guard case .notSaved(_, let error) = failure.outcome else {
      Issue.record("\(failure.outcome)")
      return
    }
    #expect(error as? TodoEditError == .deletedMeanwhile(taskTitle: "Short-lived"))
    #expect("\(failure.change)" == "changing “Short-lived” (title “Resurrected?”)")

    view.errors = []
    let missing = view.connect(TodoDetailPresenter(item: store.detailItem(UUID()), store: store))
    view.draft = TodoDraft()
    missing.start()
    #expect(view.errors == ["This task no longer exists."])
    #expect(missing.save(), "a screen that never showed an item lets Back go")
    #expect(view.invalidTitleCount == 0)
  }

  @Test func addSavesANewItem() async throws {
    let presenter = view.connect(TodoAddPresenter(store: store))
    view.draft = TodoDraft(title: "Stale", isDone: true, due: day("2020-01-01"))
    presenter.start()
    #expect(view.draft == TodoDraft())
    view.draft = TodoDraft(title: " Buy bread ", due: day("2025-03-15"))
    #expect(presenter.save())
    await store.waitForWrites()
    let items = try store.read { db in try TodoItem.fetchAll(db) }
    #expect(items.map(\.title) == ["Buy bread"])
    #expect(items.first?.due == day("2025-03-15"))
    #expect(view.invalidTitleCount == 0)
  }

  @Test func addRefusesAnEmptyTitleEveryTime() async throws {
    let presenter = view.connect(TodoAddPresenter(store: store))
    presenter.start()
    #expect(presenter.save() == false)
    view.draft.title = " \t"
    #expect(presenter.save() == false)
    #expect(view.invalidTitleCount == 2)
    #expect(view.invalidDueCount == 0)
    #expect(try store.count() == 0)
  }

  @Test func addRefusesADueDayTypedButNotWhole() async throws {
    let presenter = view.connect(TodoAddPresenter(store: store))
    presenter.start()
    view.draft = TodoDraft(title: "Pay rent", due: nil, isDueUnfinished: true)
    #expect(presenter.save() == false)
    #expect(view.invalidDueCount == 1)
    #expect(try store.count() == 0)
    view.draft.isDueUnfinished = false
    #expect(presenter.save())
    await store.waitForWrites()
    #expect(try store.count() == 1)
  }

  @Test func detailRefusesADueDayTypedButNotWhole() async throws {
    let item = try store.add(title: "Dentist", due: day("2025-03-20"))
    let presenter = view.connect(TodoDetailPresenter(item: store.detailItem(item.id), store: store))
    presenter.start()
    view.draft.isDone = true
    view.draft.isDueUnfinished = true
    #expect(presenter.save() == false)
    #expect(view.invalidDueCount == 1)
    #expect(try store.item(id: item.id) == item)

    view.draft.isDueUnfinished = false
    view.draft.due = day("2025-03-21")
    #expect(presenter.save())
    await store.waitForWrites()
    let saved = try #require(try store.item(id: item.id))
    #expect(saved.due == day("2025-03-21"))
    #expect(saved.isDone)
  }
}
