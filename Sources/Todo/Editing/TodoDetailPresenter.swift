import Foundation

/// Runs the detail screen of one item: shows it when the screen appears and saves the edits
/// to that same item when the screen is left.
///
/// A blank title is not saved (the item keeps its title): an item always has one. Nor is a due
/// day typed but not whole: the item gets the last whole day its field showed. Leaving cannot
/// be refused, so neither is refused out loud. An item deleted elsewhere meanwhile stays
/// deleted.
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

  /// Writes the view's draft over the item.
  public func save() {
    guard var item = loaded, let draft = view?.draft else { return }
    if draft.hasTitle { item.title = draft.title }
    item.isDone = draft.isDone
    item.due = draft.due
    guard item != loaded else { return }
    do {
      try store.update(item)
      loaded = item
    } catch {
      view?.display(error)
    }
  }
}
