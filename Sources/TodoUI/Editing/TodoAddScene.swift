import ThinDI
import ThinKit
import ThinScenes
import ThinTerminal
import Todo

/// The Add sheet, assembled: a stack of its own around the New Task screen, the form, and the
/// presenter that adds the task.
///
/// Connections: view → presenter (``TodoEditorViewDelegate``: Return and Esc), the bar's
/// Cancel and Done → presenter (the stack's navigation spec), presenter → view
/// (``TodoEditorDisplaying``), presenter → view controller (``TodoEditorPresenterDelegate``).
public final class TodoAddScene: Scene {
  public let controller: TodoAddViewController
  public let view: TodoFormView
  public let presenter: TodoAddPresenter

  public init(screen: TodoAddSheet, resolver: inout Resolver, argument: Void) throws {
    controller = TodoAddViewController()
    view = TodoFormView(theme: try resolver.resolve(), purpose: .add)
    presenter = TodoAddPresenter(store: try resolver.resolve(), focus: try resolver.resolve())
    view.delegate = presenter
    presenter.view = view
    presenter.delegate = controller
    controller.view = view
    screen.navigationSpec = .cancelDone(
      onCancel: { [weak presenter] _ in presenter?.cancel() },
      onDone: { [weak presenter] _ in presenter?.done() })
    screen.setViewControllers([controller], animated: false)
  }

  public func start() {
    presenter.start()
  }
}
