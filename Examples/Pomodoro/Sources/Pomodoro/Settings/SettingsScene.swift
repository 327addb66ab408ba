import ThinDI
import ThinScenes
import ThinTerminal

/// The settings form, assembled: its view, the presenter that checks and saves, and the view
/// controller, which the presenter tells when it is done. The bar's Back (and Esc) and a quit
/// (Ctrl-C) ask before dropping the change the presenter names.
final class SettingsScene: Scene {
  let view = SettingsView()
  let presenter: SettingsPresenter

  init(resolver: inout Resolver, argument: Void) throws {
    presenter = SettingsPresenter(timer: try resolver.resolve(), store: try resolver.resolve())
    view.delegate = presenter
    presenter.view = view
  }

  func makeScreen(resolver: inout Resolver) -> SettingsViewController {
    let screen = SettingsViewController(view: view)
    presenter.delegate = screen
    DiscardConfirmation(
      unsavedChanges: { [weak presenter] in presenter?.unsavedChanges },
      leave: { [weak presenter] in presenter?.finish() }
    ).attach(to: screen)
    return screen
  }

  func start() { presenter.start() }
}
