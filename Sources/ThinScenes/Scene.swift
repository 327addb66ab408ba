import ThinDI

/// One screen's assembly, as a storyboard scene in code: the type named after the screen that
/// declares the screen's objects (view, presenters, interactors, behaviors) with their types,
/// builds them from the container, and connects them — view delegate to presenter, presenter to
/// view, presenter delegate to view controller, controls to interactor.
///
///     final class CounterScene: Scene {
///       let view: CounterView
///       let presenter: CounterPresenter
///       let interactor: CounterInteractor
///
///       init(screen: CounterViewController, resolver: inout Resolver, argument: Void) throws {
///         view = CounterView(theme: try resolver.resolve())
///         …
///       }
///     }
///
/// The container makes the screen (``SceneHost``), then the scene, which connects its objects
/// to it; the screen keeps the scene, so the scene's objects live exactly as long as the
/// screen, through the scene's typed references. The scene holds no strong reference to its
/// screen. Register a scene with `registerScene(_:feature:)` and open it
/// through a ``SceneRoute``: nobody builds a scene's screen by hand, and the screen that opens
/// another never knows its type.
///
/// ThinScenes knows no UI: the screen is whatever the host shows (a view controller), and
/// ``start()`` and ``stop()`` are all a scene hears of its screen's life.
@MainActor
public protocol Scene: AnyObject, SendableMetatype {
  /// What the screen is opened with (an item's id, a session); `Void` for nothing.
  associatedtype Argument: Sendable = Void
  /// What the host shows: the screen's view controller.
  associatedtype Screen: SceneHost

  /// An argument to build the scene with in `Container.validate()`'s dry run.
  /// Scenes without an argument have it already.
  nonisolated static var sampleArgument: Argument { get }

  /// Builds the scene's objects from `resolver` and connects them to each other and to
  /// `screen`, which the container has just made. Keep no strong reference to `screen`: it
  /// keeps the scene.
  init(screen: Screen, resolver: inout Resolver, argument: Argument) throws

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
  public func start() {}
  public func stop() {}
}

extension Scene where Argument == Void {
  public nonisolated static var sampleArgument: Void { () }
}
