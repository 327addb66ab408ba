/// Runs the Add sheet: an empty draft, and a new item when the draft has a title.
///
/// Connected by its scene (``view``, ``delegate``) and started when the sheet first appears.
@MainActor
public final class TodoAddPresenter: TodoEditorViewDelegate {
  /// The form it shows into, connected by the scene.
  public weak var view: (any TodoEditorDisplaying)?
  /// Who closes the sheet and shows errors: the view controller, connected by the scene.
  public weak var delegate: (any TodoEditorPresenterDelegate)?
  private let store: TodoStore
  private let focus: TodoListFocus

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

  /// Cancel: closes the sheet, saving nothing.
  public func cancel() {
    delegate?.todoEditorDidFinish()
  }

  public func editorViewDidSubmit() { done() }

  public func editorViewDidAskToLeave() { cancel() }

  /// Queues the draft as a new item and returns true; refuses what cannot be saved (false).
  @discardableResult
  public func save() -> Bool {
    guard let view, let draft = view.validDraft() else { return false }
    do {
      // Saved in the background, in order; the list selects it once it is there.
      focus.follow(try store.enqueueAdd(title: draft.title, due: draft.due).id)
      return true
    } catch {
      delegate?.todoEditor(didFailWith: error)
      return false
    }
  }
}
