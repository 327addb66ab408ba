import Foundation
import ThinKit

/// Runs the detail screen of one item: shows it when the screen first appears (as the list
/// read it off the main actor before opening the screen: showing it reads nothing) and saves
/// the edits to that same item when the user leaves.
///
/// Leaving (Return, Esc, the bar's Back: ``leave()``) or quitting (`q`, Ctrl-C:
/// ``shouldQuit()``) with a field that cannot be saved (a blank title, a due day typed but not
/// whole) asks "Discard changes?" first; a leaving that cannot ask (SIGTERM, a pop to the root:
/// ``stop()``) saves the fields that can be saved. A save writes only the fields the user
/// changed, in the background, so a field changed elsewhere meanwhile keeps that change; an
/// item deleted elsewhere meanwhile stays deleted, and the user is told.
@MainActor
public final class TodoDetailPresenter: TodoEditorViewDelegate {
  public let itemID: TodoItem.ID
  /// The form it shows into, connected by the scene.
  public weak var view: (any TodoEditorDisplaying)?
  /// Who closes the screen and shows errors: the view controller, connected by the scene.
  public weak var delegate: (any TodoEditorPresenterDelegate)?
  private let store: TodoStore
  /// The item as the list read it before opening the screen, or why it could not be read.
  private let read: Result<TodoStoredItem, TodoStoreError>
  /// The fields as the form showed them when the item was loaded or last saved: a field that
  /// cannot show a stored value exactly (a tab, a line break, a title past the limit) shows it
  /// changed, and is written only when the user edits it.
  private var shown: TodoDraft?
  /// The task's title as loaded, to name it in notices.
  private var taskTitle = ""
  private let focus: TodoListFocus
  private var dayWatch: TodoDayWatch?

  /// A presenter of `item` as the list read it, saving to it in `store`, which asks the list,
  /// through `focus`, to keep the item selected after an edit moves it.
  public init(item: TodoDetailItem, store: TodoStore, focus: TodoListFocus = TodoListFocus()) {
    itemID = item.id
    read = item.read
    self.store = store
    self.focus = focus
  }

  /// Shows the item as read (the first time), its title read as far as the field holds; a
  /// title the field cannot show exactly is said to be kept as stored. An item that could not
  /// be read (deleted elsewhere, an unreadable file) is said, and the screen closes. Reads
  /// nothing: the list read the item off the main actor before the screen opened.
  public func start() {
    guard shown == nil, let view else { return }
    let stored: TodoStoredItem
    switch read {
    case .success(let item): stored = item
    case .failure(let error):
      delegate?.todoEditor(couldNotLoad: error)
      return
    }
    let item = stored.item
    taskTitle = item.title
    view.today = store.calendar.today
    view.draft = TodoDraft(title: item.title, isDone: item.isDone, due: item.due)
    shown = view.draft
    view.showNote(Self.note(for: stored, shown: view.draft.title))
    // Left open overnight, "Tomorrow" becomes "Today" by itself.
    dayWatch = TodoDayWatch(calendar: store.calendar, clock: store.externalChanges.clock) {
      [weak self] day in self?.view?.today = day
    }
  }

  /// What the form says of a stored title it cannot show exactly; nil when it shows it whole.
  static func note(for stored: TodoStoredItem, shown: String) -> String? {
    if stored.isTitleCut {
      return "This title has \(stored.titleLength) characters; the field shows the first "
        + "\(TodoStore.titleLimit). It stays as stored unless you edit it."
    }
    if !stored.isTitleText {
      return "This title holds bytes that are not text, shown as “�”. "
        + "It stays as stored unless you edit it."
    }
    guard shown != stored.item.title else { return nil }
    return "This title holds tabs, line breaks or control characters the field cannot show. "
      + "It stays as stored unless you edit it."
  }

  /// Back: saves the draft and closes the screen. With a field that cannot be saved, asks
  /// first (``TodoEditorPresenterDelegate/todoEditor(confirmDiscarding:)``): Keep editing marks
  /// the field and stays; Discard saves the other fields and closes. A title too long for the
  /// store is refused (the error is shown) and the screen stays.
  public func leave() {
    guard let draft = view?.draft else { return }
    guard shown != nil, !isValid(draft) else {
      if write(draft) { delegate?.todoEditorDidFinish() }
      return
    }
    Task.tracked { [self] in
      guard await confirmDiscarding(draft) else { return }
      if write(savable(draft)) { delegate?.todoEditorDidFinish() }
    }
  }

  /// The app is asked to quit (`q`, Ctrl-C): true when it may. A draft that can be saved is
  /// (by ``stop()``); one with a field that cannot be saved asks first, as Back does: Discard
  /// quits, saving the other fields; Keep editing stays.
  public func shouldQuit() async -> Bool {
    guard shown != nil, let draft = view?.draft, !isValid(draft) else { return true }
    return await confirmDiscarding(draft)
  }

  /// The screen goes without asking (a pop to the root, SIGTERM, the end of a quit that was
  /// asked): saves every field that can be saved; one that cannot (a blank title, a due day
  /// typed but not whole) keeps what is stored for it. Nothing is refused on screen: it is
  /// already going.
  public func stop() {
    dayWatch?.cancel()
    dayWatch = nil
    guard let draft = view?.draft else { return }
    _ = write(savable(draft))
  }

  public func editorViewDidSubmit() { leave() }

  public func editorViewDidAskToLeave() { leave() }

  /// Writes the view's draft over the item and returns true. With a field that cannot be
  /// saved, refuses it on screen, saves nothing and returns false; so does a title the store
  /// refuses (the error is shown), keeping the edits on screen. With no item to save to (it
  /// was never found), there is nothing to keep: true.
  @discardableResult
  public func save() -> Bool {
    guard shown != nil, let view else { return true }
    let draft = view.draft
    return markInvalid(draft) ? false : write(draft)
  }

  /// Marks the first field of `draft` that cannot be saved; false when there is none.
  private func markInvalid(_ draft: TodoDraft) -> Bool {
    if isTitleRefused(draft) {
      view?.showInvalidTitle()
    } else if draft.isDueUnfinished {
      view?.showInvalidDue()
    } else {
      return false
    }
    return true
  }

  /// Whether every field of `draft` can be saved. A blank title the user did not touch (a task
  /// another program stored without one) is left as it is, not refused.
  private func isValid(_ draft: TodoDraft) -> Bool {
    !isTitleRefused(draft) && !draft.isDueUnfinished
  }

  private func isTitleRefused(_ draft: TodoDraft) -> Bool {
    !draft.hasTitle && draft.title != shown?.title
  }

  /// The question asked while a field cannot be saved, shared by Back and a quit asked
  /// meanwhile, so that one answer serves both.
  private var question: Task<Bool, Never>?

  /// Asks whether to leave without the field that cannot be saved; on Keep editing, marks it.
  private func confirmDiscarding(_ draft: TodoDraft) async -> Bool {
    if let question { return await question.value }
    let problem =
      isTitleRefused(draft)
      ? "A task needs a title. Leaving keeps the title it had and saves your other changes."
      : "The due date typed is not a whole day. Leaving keeps the last whole day and saves "
        + "your other changes."
    let asked = Task { await delegate?.todoEditor(confirmDiscarding: problem) ?? false }
    question = asked
    let discards = await asked.value
    question = nil
    if !discards, let view { _ = markInvalid(view.draft) }
    return discards
  }

  /// `draft` with what cannot be saved put back: the title shown for a blank one (so it is not
  /// written); the due day is already the last whole one shown.
  private func savable(_ draft: TodoDraft) -> TodoDraft {
    var savable = draft
    if isTitleRefused(draft), let shown { savable.title = shown.title }
    savable.isDueUnfinished = false
    return savable
  }

  /// Queues the fields the user changed, and only those, so a field changed elsewhere since
  /// the screen opened keeps that change, and a field the user did not touch is never written
  /// back in the form's version of it; the write runs in the background (see
  /// `TodoStore+QueuedWrites`), and what cannot be saved is named by the list. True once
  /// queued; false, with the error shown, for a title the store refuses.
  private func write(_ draft: TodoDraft) -> Bool {
    guard let shown else { return true }
    // Spaces the save trims off are no edit: the title stays as stored.
    let isTitleKept = (try? TodoStore.cleaned(draft.title)) ?? draft.title == shown.title
    let changes = TodoChanges(
      title: draft.title == shown.title || isTitleKept ? nil : draft.title,
      isDone: draft.isDone == shown.isDone ? nil : draft.isDone,
      due: draft.due == shown.due ? nil : .some(draft.due))
    guard !changes.isEmpty else { return true }
    do {
      try store.enqueueApply(changes, to: itemID, title: taskTitle)
    } catch {
      delegate?.todoEditor(didFailWith: error)
      return false
    }
    self.shown = draft
    if let title = changes.title { taskTitle = title }
    focus.follow(itemID)
    return true
  }
}
