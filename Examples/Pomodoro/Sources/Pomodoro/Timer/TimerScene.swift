import ThinDI
import ThinScenes
import ThinTerminal

/// The timer screen, assembled: its view, the presenter between it and the timer, and the
/// view controller, made with the route to the settings.
final class TimerScene: Scene {
  /// Where the Settings button goes; the installer says which screen that is.
  enum OpenSettings: Destination {}

  let view = TimerView()
  let presenter: TimerPresenter

  init(resolver: inout Resolver, argument: Void) throws {
    presenter = TimerPresenter(timer: try resolver.resolve(), cycle: try resolver.resolve())
    view.delegate = presenter
    presenter.view = view
  }

  func makeScreen(resolver: inout Resolver) throws -> TimerViewController {
    TimerViewController(view: view, settingsRoute: try resolver.route(to: OpenSettings.self))
  }

  func start() { presenter.start() }

  func stop() { presenter.stop() }
}

/// Where the app opens.
enum PomodoroApp: Destination {}
