import ThinDI
import ThinKit
import ThinScenes
import ThinTerminal
import Todo

/// The Add sheet, assembled: the form, the presenter that adds the task, and a stack of its
/// own around the New Task screen.
///
/// Connections: view → presenter (``TodoEditorViewDelegate``: Return and Esc), the bar's
/// Cancel and Done → presenter (the stack's navigation spec), a quit asked by the user →
/// presenter (the controller's `shouldTerminate`), presenter → view (``TodoEditorDisplaying``),
/// presenter → view controller (``TodoEditorPresenterDelegate``). Like the detail, the sheet
/// keeps what is typed however it goes: ``stop()`` (SIGTERM, SIGHUP, a closed window, the end
/// of a quit) saves a draft with a title.
public final class TodoAddScene: Scene {
  public nonisolated static var feature: (any Feature.Type)? { TodoFeature.self }

  public let view: TodoFormView
  public let presenter: TodoAddPresenter

  public init(resolver: inout Resolver, argument: Void) throws {
    view = TodoFormView(theme: try resolver.resolve(), purpose: .add)
    presenter = TodoAddPresenter(store: try resolver.resolve(), focus: try resolver.resolve())
    view.delegate = presenter
    presenter.view = view
  }

  public func makeScreen(resolver: inout Resolver) -> TodoAddSheet {
    let controller = TodoAddViewController(view: view)
    presenter.delegate = controller
    controller.shouldTerminate = { [weak presenter] in await presenter?.shouldQuit() ?? true }
    return TodoAddSheet(
      rootViewController: controller,
      navigationSpec: .cancelDone(
        onCancel: { [weak presenter] _ in presenter?.cancel() },
        onDone: { [weak presenter] _ in presenter?.done() }))
  }

  public func start() {
    presenter.start()
  }

  public func stop() {
    presenter.stop()
  }
}
