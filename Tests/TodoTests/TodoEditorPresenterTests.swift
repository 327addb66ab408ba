import Foundation
import Testing

@testable import Todo

@MainActor
@Suite struct TodoEditorPresenterTests {
  private let store = makeStore()
  private let view = SpyEditorView()

  @Test func detailShowsTheItemAndSavesEditsToIt() throws {
    let item = try store.add(title: "Draft the talk", due: day("2025-03-20"))
    let other = try store.add(title: "Untouched")
    let presenter = view.connect(TodoDetailPresenter(itemID: item.id, store: store))
    presenter.start()
    #expect(view.draft == TodoDraft(title: "Draft the talk", isDone: false, due: day("2025-03-20")))
    #expect(view.today == day("2025-03-14"))

    view.draft = TodoDraft(title: "Give the talk", isDone: true, due: nil)
    #expect(presenter.save())
    let saved = try #require(try store.item(id: item.id))
    #expect(saved.title == "Give the talk")
    #expect(saved.isDone)
    #expect(saved.due == nil)
    #expect(saved.createdAt == item.createdAt)
    #expect(try store.item(id: other.id) == other)
    #expect(try store.count() == 2)
  }

  @Test func aBlankTitleIsRefusedAndNothingIsSaved() throws {
    let item = try store.add(title: "Named")
    let presenter = view.connect(TodoDetailPresenter(itemID: item.id, store: store))
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
    #expect(try store.item(id: item.id)?.title == "Renamed")
    #expect(try store.item(id: item.id)?.isDone == true)
  }

  /// A leaving that cannot be refused (a click on the bar's Back) saves a valid draft, and
  /// neither saves nor marks an invalid one on the screen that is going.
  @Test func savingIfValidRefusesNothingOnScreen() throws {
    let item = try store.add(title: "Named")
    let presenter = view.connect(TodoDetailPresenter(itemID: item.id, store: store))
    presenter.start()
    view.draft.isDone = true
    view.draft.isDueUnfinished = true
    presenter.stop()
    #expect(try store.item(id: item.id) == item)
    #expect(view.invalidDueCount == 0)
    view.draft.isDueUnfinished = false
    presenter.stop()
    #expect(try store.item(id: item.id)?.isDone == true)
  }

  @Test func anItemDeletedMeanwhileStaysDeleted() throws {
    let item = try store.add(title: "Short-lived")
    let presenter = view.connect(TodoDetailPresenter(itemID: item.id, store: store))
    presenter.start()
    try store.delete(id: item.id)
    view.draft.title = "Resurrected?"
    #expect(!presenter.save(), "the user is told once, on the screen of the edits")
    #expect(presenter.save(), "then nothing keeps the screen")
    #expect(try store.count() == 0)
    #expect(
      view.errors == [String(describing: TodoEditError.deletedMeanwhile(taskTitle: "Short-lived"))])

    view.errors = []
    let missing = view.connect(TodoDetailPresenter(itemID: UUID(), store: store))
    view.draft = TodoDraft()
    missing.start()
    #expect(view.errors == ["This task no longer exists."])
    #expect(missing.save(), "a screen that never showed an item lets Back go")
    #expect(view.invalidTitleCount == 0)
  }

  @Test func addSavesANewItem() throws {
    let presenter = view.connect(TodoAddPresenter(store: store))
    view.draft = TodoDraft(title: "Stale", isDone: true, due: day("2020-01-01"))
    presenter.start()
    #expect(view.draft == TodoDraft())
    view.draft = TodoDraft(title: " Buy bread ", due: day("2025-03-15"))
    #expect(presenter.save())
    let items = try store.read { db in try TodoItem.fetchAll(db) }
    #expect(items.map(\.title) == ["Buy bread"])
    #expect(items.first?.due == day("2025-03-15"))
    #expect(view.invalidTitleCount == 0)
  }

  @Test func addRefusesAnEmptyTitleEveryTime() throws {
    let presenter = view.connect(TodoAddPresenter(store: store))
    presenter.start()
    #expect(presenter.save() == false)
    view.draft.title = " \t"
    #expect(presenter.save() == false)
    #expect(view.invalidTitleCount == 2)
    #expect(view.invalidDueCount == 0)
    #expect(try store.count() == 0)
  }

  @Test func addRefusesADueDayTypedButNotWhole() throws {
    let presenter = view.connect(TodoAddPresenter(store: store))
    presenter.start()
    view.draft = TodoDraft(title: "Pay rent", due: nil, isDueUnfinished: true)
    #expect(presenter.save() == false)
    #expect(view.invalidDueCount == 1)
    #expect(try store.count() == 0)
    view.draft.isDueUnfinished = false
    #expect(presenter.save())
    #expect(try store.count() == 1)
  }

  @Test func detailRefusesADueDayTypedButNotWhole() throws {
    let item = try store.add(title: "Dentist", due: day("2025-03-20"))
    let presenter = view.connect(TodoDetailPresenter(itemID: item.id, store: store))
    presenter.start()
    view.draft.isDone = true
    view.draft.isDueUnfinished = true
    #expect(presenter.save() == false)
    #expect(view.invalidDueCount == 1)
    #expect(try store.item(id: item.id) == item)

    view.draft.isDueUnfinished = false
    view.draft.due = day("2025-03-21")
    #expect(presenter.save())
    let saved = try #require(try store.item(id: item.id))
    #expect(saved.due == day("2025-03-21"))
    #expect(saved.isDone)
  }
}
