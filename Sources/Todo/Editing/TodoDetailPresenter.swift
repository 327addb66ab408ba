import Foundation

/// Runs the detail screen of one item: shows it when the screen first appears and saves the
/// edits to that same item when the user leaves.
///
/// Leaving (Return, Esc, the bar's Back: ``leave()``) saves only a draft whose every field can
/// be saved: a blank title, or a due day typed but not whole, is refused on screen and the
/// screen stays. When the screen goes without asking (a pop to the root, the app quitting:
/// ``stop()``), what can be saved is. A save writes only the fields the user changed, so a
/// field changed elsewhere meanwhile keeps that change; an item deleted elsewhere meanwhile
/// stays deleted, and the user is told.
@MainActor
public final class TodoDetailPresenter: TodoEditorViewDelegate {
  public let itemID: TodoItem.ID
  /// The form it shows into, connected by the scene.
  public weak var view: (any TodoEditorDisplaying)?
  /// Who closes the screen and shows errors: the view controller, connected by the scene.
  public weak var delegate: (any TodoEditorPresenterDelegate)?
  private let store: TodoStore
  private var loaded: TodoItem?
  private let focus: TodoListFocus
  private var dayWatch: TodoDayWatch?

  /// A presenter of the item `itemID` in `store`, which asks the list, through `focus`, to keep
  /// the item selected after an edit moves it.
  public init(itemID: TodoItem.ID, store: TodoStore, focus: TodoListFocus = TodoListFocus()) {
    self.itemID = itemID
    self.store = store
    self.focus = focus
  }

  /// Shows the item (read once, the first time).
  public func start() {
    guard loaded == nil, let view else { return }
    do {
      guard let item = try store.item(id: itemID) else { throw TodoStoreError.itemNotFound }
      loaded = item
      view.today = store.calendar.today
      view.draft = TodoDraft(title: item.title, isDone: item.isDone, due: item.due)
      // Left open overnight, "Tomorrow" becomes "Today" by itself.
      dayWatch = TodoDayWatch(calendar: store.calendar, clock: store.externalChanges.clock) {
        [weak self] day in self?.view?.today = day
      }
    } catch {
      delegate?.todoEditor(didFailWith: error)
    }
  }

  /// Back: saves the draft and closes the screen; a field that cannot be saved is refused on
  /// screen and the screen stays, as it does when the write fails (the error is shown).
  public func leave() {
    if save() { delegate?.todoEditorDidFinish() }
  }

  /// The screen goes without asking: saves the draft if every field can be saved, refusing
  /// nothing on screen (it is already going).
  public func stop() {
    dayWatch?.cancel()
    dayWatch = nil
    guard let draft = view?.draft, draft.isValid else { return }
    _ = write(draft)
  }

  public func editorViewDidSubmit() { leave() }

  public func editorViewDidAskToLeave() { leave() }

  /// Writes the view's draft over the item and returns true. With a field that cannot be
  /// saved, refuses it on screen, saves nothing and returns false; so does a write that fails
  /// (the error is shown), keeping the edits on screen. With no item to save to (it was never
  /// found), there is nothing to keep: true.
  @discardableResult
  public func save() -> Bool {
    guard loaded != nil else { return true }
    guard let draft = view?.validDraft() else { return false }
    return write(draft)
  }

  /// Writes the fields the user changed, and only those, so a field changed elsewhere since
  /// the screen opened keeps that change. A task deleted meanwhile is reported once (the
  /// screen stays, so the edits can still be read) and then left: nothing is saved to it.
  private func write(_ draft: TodoDraft) -> Bool {
    guard let loaded else { return true }
    let changes = TodoChanges(
      from: loaded, title: draft.title, isDone: draft.isDone, due: draft.due)
    guard !changes.isEmpty else { return true }
    do {
      guard try store.apply(changes, to: loaded.id) else {
        self.loaded = nil
        delegate?.todoEditor(didFailWith: TodoEditError.deletedMeanwhile(taskTitle: loaded.title))
        return false
      }
      var saved = loaded
      saved.title = draft.title
      saved.isDone = draft.isDone
      saved.due = draft.due
      self.loaded = saved
      focus.follow(loaded.id)
      return true
    } catch {
      delegate?.todoEditor(didFailWith: error)
      return false
    }
  }
}
