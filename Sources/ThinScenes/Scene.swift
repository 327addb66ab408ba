import ThinDI

/// One screen's assembly, as a storyboard scene in code: the type named after the screen that
/// declares the screen's objects (view, presenters, interactors, behaviors) with their types,
/// builds them from the container, connects them, and makes the screen's view controller with
/// what it needs — its root view and its routes — as a storyboard made its controller.
///
///     final class SettingsScene: Scene {
///       let view = SettingsView()
///       let presenter: SettingsPresenter
///
///       init(resolver: inout Resolver, argument: Void) throws {
///         presenter = SettingsPresenter(timer: try resolver.resolve(), store: try resolver.resolve())
///         view.delegate = presenter
///         presenter.view = view
///       }
///
///       func makeScreen(resolver: inout Resolver) -> SettingsViewController {
///         let screen = SettingsViewController(view: view)
///         presenter.delegate = screen
///         DiscardConfirmation(
///           unsavedChanges: { [weak presenter] in presenter?.unsavedChanges },
///           leave: { [weak presenter] in presenter?.finish() }
///         ).attach(to: screen)
///         return screen
///       }
///       …
///     }
///
/// The container builds the scene, then asks it for its screen, and the screen keeps the scene
/// (``SceneHost``), so the scene's objects live exactly as long as the screen, through the
/// scene's typed references; the scene keeps no strong reference to its screen. A screen's
/// routes go into its controller's initializer, so a route cannot be left unconnected. An
/// installer registers the scene with the route into it (`registerRoute(_:to:)`): nobody
/// builds a scene's screen by hand, and the screen that opens another never knows its type.
///
/// ThinScenes knows no UI: the screen is whatever the host shows (a view controller), and
/// ``start()`` and ``stop()`` are all a scene hears of its screen's life.
@MainActor
public protocol Scene: AnyObject, SendableMetatype {
  /// What the screen is opened with (an item's id, a session); `Void` for nothing.
  associatedtype Argument: Sendable = Void
  /// What the host shows: the screen's view controller.
  associatedtype Screen: SceneHost

  /// The feature whose startup steps run before the scene first opens (Todo's screens: its
  /// database); nil, the default, for none. Declared once here, for every route into it.
  nonisolated static var feature: (any Feature.Type)? { get }

  /// Builds the scene's objects from `resolver` and connects them to each other.
  init(resolver: inout Resolver, argument: Argument) throws

  /// Makes the screen with what it needs (its root view, its routes from
  /// `resolver.route(to:)`) and connects the scene's objects to it (a presenter's delegate).
  /// Called once, right after the scene is built; keep no strong reference to the screen: it
  /// keeps the scene.
  func makeScreen(resolver: inout Resolver) throws -> Screen

  /// Starts what waits for the screen to be shown, such as a presenter that follows a
  /// database. The host calls it once, when the screen is about to appear for the first time,
  /// so building (or validating) a scene starts nothing. Does nothing by default.
  func start()

  /// Ends what ``start()`` began and keeps what must be kept, such as edits on screen: the host
  /// calls it once, when the screen leaves for good (popped, dismissed, or the app ends), before
  /// it goes. Does nothing by default.
  func stop()
}

extension Scene {
  public nonisolated static var feature: (any Feature.Type)? { nil }
  public func start() {}
  public func stop() {}
}
