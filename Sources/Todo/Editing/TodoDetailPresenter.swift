import Foundation

/// Runs the detail screen of one item: shows it when the screen appears and saves the edits
/// to that same item when the screen is left.
///
/// Back saves only a draft whose every field can be saved: a blank title, or a due day typed
/// but not whole, is refused on screen and Back stays (see ``save()``). An item deleted
/// elsewhere meanwhile stays deleted.
@MainActor
public final class TodoDetailPresenter {
  public let itemID: TodoItem.ID
  private let store: TodoStore
  private weak var view: (any TodoEditorDisplaying)?
  private var loaded: TodoItem?

  public init(itemID: TodoItem.ID, store: TodoStore, view: any TodoEditorDisplaying) {
    self.itemID = itemID
    self.store = store
    self.view = view
  }

  /// Shows the item (read once, the first time).
  public func start() {
    guard loaded == nil, let view else { return }
    do {
      guard let item = try store.item(id: itemID) else { throw TodoStoreError.itemNotFound }
      loaded = item
      view.today = store.calendar.today
      view.draft = TodoDraft(title: item.title, isDone: item.isDone, due: item.due)
    } catch {
      view.display(error)
    }
  }

  /// Back: writes the view's draft over the item and returns true, the screen may go. With a
  /// field that cannot be saved, refuses it on screen, saves nothing and returns false; so
  /// does a write that fails (the error is shown), keeping the edits on screen. With no item
  /// to save to (it was never found), there is nothing to keep: true.
  public func save() -> Bool {
    guard loaded != nil else { return true }
    guard let draft = view?.validDraft() else { return false }
    return write(draft)
  }

  /// Saves the draft if every field can be saved, refusing nothing on screen: for a leaving
  /// that cannot be stopped (a click on the bar's Back), where the screen is already going.
  public func saveIfValid() {
    guard let draft = view?.draft, draft.isValid else { return }
    _ = write(draft)
  }

  private func write(_ draft: TodoDraft) -> Bool {
    guard var item = loaded else { return true }
    item.title = draft.title
    item.isDone = draft.isDone
    item.due = draft.due
    guard item != loaded else { return true }
    do {
      try store.update(item)
      loaded = item
      return true
    } catch {
      view?.display(error)
      return false
    }
  }
}
