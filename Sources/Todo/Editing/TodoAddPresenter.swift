/// Runs the Add sheet: an empty draft, and a new item when the draft has a title.
@MainActor
public final class TodoAddPresenter {
  private let store: TodoStore
  private weak var view: (any TodoEditorDisplaying)?

  public init(store: TodoStore, view: any TodoEditorDisplaying) {
    self.store = store
    self.view = view
  }

  /// Shows an empty draft.
  public func start() {
    view?.today = store.calendar.today
    view?.draft = TodoDraft()
  }

  /// Adds the draft as a new item and returns true; with a blank title, or a due day typed
  /// but not whole (which is never saved as another day), refuses it (the view shakes that
  /// field), saves nothing and returns false.
  public func save() -> Bool {
    guard let view, let draft = view.validDraft() else { return false }
    do {
      try store.add(title: draft.title, due: draft.due)
      return true
    } catch {
      view.display(error)
      return false
    }
  }
}
