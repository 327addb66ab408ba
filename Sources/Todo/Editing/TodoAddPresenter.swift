import ThinKit

/// Runs the Add sheet: an empty draft, and a new item when the draft has a title.
///
/// What is typed is never thrown away without asking: the sheet leaving without an answer
/// (SIGTERM, SIGHUP, a closed window: ``stop()``) saves a draft with a title, as the detail
/// saves its edits; a quit asked with a field that cannot be saved (``shouldQuit()``) asks
/// first. Only Cancel discards, and it asks first when something is typed. Connected by its
/// scene (``view``, ``delegate``) and started when the sheet first appears.
@MainActor
public final class TodoAddPresenter: TodoEditorViewDelegate {
  /// The form it shows into, connected by the scene.
  public weak var view: (any TodoEditorDisplaying)?
  /// Who closes the sheet and shows errors: the view controller, connected by the scene.
  public weak var delegate: (any TodoEditorPresenterDelegate)?
  private let store: TodoStore
  private let focus: TodoListFocus
  /// Whether the draft was saved or cancelled: a sheet closing after that keeps nothing more.
  private var isFinished = false

  /// A presenter that adds to `store` and asks the list, through `focus`, to select what it
  /// added.
  public init(store: TodoStore, focus: TodoListFocus = TodoListFocus()) {
    self.store = store
    self.focus = focus
  }

  /// Shows an empty draft.
  public func start() {
    view?.today = store.calendar.today
    view?.draft = TodoDraft()
  }

  /// Done: adds the draft as a new item and closes the sheet. With a blank title, or a due
  /// day typed but not whole (which is never saved as another day), refuses it (the view
  /// shakes that field), saves nothing and keeps the sheet.
  public func done() {
    if save() { delegate?.todoEditorDidFinish() }
  }

  /// Cancel (the bar's Cancel, Esc): closes the sheet, saving nothing. With something typed,
  /// asks first, as iOS's editors do before throwing a new item away: Discard closes; Keep
  /// editing stays with the typing as it is.
  public func cancel() {
    guard !isFinished else { return }
    guard let draft = view?.draft, draft.hasTitle || draft.due != nil || draft.isDueUnfinished
    else { return discard() }
    Task.tracked { [self] in
      let problem = "This new task is not saved. Discard throws away what you typed."
      guard await delegate?.todoEditor(confirmDiscarding: problem) ?? true else { return }
      discard()
    }
  }

  private func discard() {
    guard !isFinished else { return }
    isFinished = true
    delegate?.todoEditorDidFinish()
  }

  public func editorViewDidSubmit() { done() }

  public func editorViewDidAskToLeave() { cancel() }

  /// Queues the draft as a new item and returns true; refuses what cannot be saved (false).
  @discardableResult
  public func save() -> Bool {
    guard !isFinished, let view, let draft = view.validDraft() else { return false }
    return add(draft)
  }

  /// The app is asked to quit (`q`, Ctrl-C): true when it may. A draft that can be saved is
  /// (by ``stop()``), and an empty one has nothing to keep; one with a field that cannot be
  /// saved asks first, as the detail does: Discard quits (saving the task, with the last whole
  /// due day, when it has a title); Keep editing stays, the field marked.
  public func shouldQuit() async -> Bool {
    guard !isFinished, let draft = view?.draft, draft != TodoDraft(), !draft.isValid else {
      return true
    }
    let problem =
      draft.hasTitle
      ? "The due date typed is not a whole day. Quitting saves the task without it."
      : "A task needs a title. Quitting saves nothing of this one."
    let discards = await delegate?.todoEditor(confirmDiscarding: problem) ?? false
    if !discards { _ = view?.validDraft() }
    return discards
  }

  /// The sheet goes without asking (SIGTERM, SIGHUP, a closed window, a quit once asked):
  /// saves a draft that has a title, with the last whole due day shown. Nothing is refused on
  /// screen: it is already going.
  public func stop() {
    guard !isFinished, var draft = view?.draft, draft.hasTitle else { return }
    draft.isDueUnfinished = false
    add(draft)
  }

  /// Queues `draft` as a new item; the list selects it once it is saved.
  @discardableResult
  private func add(_ draft: TodoDraft) -> Bool {
    do {
      focus.follow(try store.enqueueAdd(title: draft.title, due: draft.due).id)
      isFinished = true
      return true
    } catch {
      delegate?.todoEditor(didFailWith: error)
      return false
    }
  }
}
