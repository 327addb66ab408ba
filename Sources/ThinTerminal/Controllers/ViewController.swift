import ThinKit
import ThinScenes

/// Manages one screen, as `UIViewController`: loads its root view lazily, gets the appearance
/// callbacks in UIKit's order, contains children, presents and dismisses other screens, and
/// gives a navigation controller its title and bar buttons through ``navigationItem``.
///
/// Keep it thin: a screen's `Scene` (ThinScenes) builds its root view and the objects around it,
/// connects them, and makes the controller with what it needs through its initializer — root
/// view, title, routes (``ViewController/init(view:title:)``); layout, styling and animation
/// live in the view, logic in presenters, and the controller only routes and shows what its
/// presenter asks (errors, confirmations). It keeps the scene that made it (``ViewController/scene``).
@MainActor
open class ViewController: Responder, SceneHost {
  /// The title, shown by a navigation bar; setting it sets `navigationItem.title`.
  public var title: String? {
    didSet { navigationItem.title = title }
  }

  /// What a navigation bar shows while this controller is on top.
  public let navigationItem = NavigationItem()

  /// The container this controller is a child of.
  public internal(set) weak var parent: ViewController?

  /// The child controllers, in the order added.
  public internal(set) var children: [ViewController] = []

  /// How ``present(_:animated:completion:)`` shows this controller.
  public var modalPresentationStyle: ModalPresentationStyle = .formSheet

  /// The size this controller wants when presented as a sheet; zero lets the window choose.
  public var preferredContentSize: Size = .zero

  /// The scene that made this screen, kept as long as the controller: its view's objects
  /// (presenters, interactors, behaviors), typed, as a storyboard scene's custom objects are
  /// kept with their controller (UIKit keeps those in the controller's private
  /// `_topLevelObjectsToKeepAliveFromStoryboard`). Set once, by ThinScenes, as the scene makes
  /// the screen; the controller calls its `start()` once, as the screen first appears, and its
  /// `stop()` once, as the screen leaves for good (popped, dismissed, or the application ends).
  public var scene: (any Scene)? { hostedScene.scene }
  /// Where ThinScenes puts ``ViewController/scene``.
  public let hostedScene = HostedScene()
  /// Where ``scene`` is in its life.
  var sceneState = SceneState.waiting

  /// Asked before the app quits at the user's request (a quit key, Ctrl-C: see
  /// ``Application/requestTermination()``): false keeps the app running — a screen holding
  /// input it cannot save asks its user, who may choose to stay. A request from outside
  /// (SIGTERM) does not ask. No UIKit counterpart (an iOS app is not quit); AppKit's is
  /// `applicationShouldTerminate(_:)`.
  public var shouldTerminate: (@MainActor () async -> Bool)?

  var presentedStorage: ViewController?
  weak var presentingStorage: ViewController?
  var appearanceState = AppearanceState.disappeared
  var isAppearanceAnimated = false
  weak var savedFirstResponder: View?
  private var loadedView: View?
  private var isLoadingView = false
  /// The root view given to `init(view:title:)`, until `loadView()` installs it.
  private var givenView: View?

  override public init() {
    super.init()
  }

  /// A controller whose root view is `view` and whose ``ViewController/title`` is `title`: how a
  /// scene makes its screen, and how a subclass's initializer hands on what it was given. The
  /// view is installed by ``ViewController/loadView()`` when first asked for, then
  /// ``ViewController/viewDidLoad()`` runs, as for a controller that makes its own.
  public init(view: View, title: String? = nil) {
    givenView = view
    super.init()
    // Observers do not run for an assignment in the class's own initializer.
    self.title = title
    navigationItem.title = title
  }

  /// The root view, loaded (``loadView()`` then ``viewDidLoad()``) on first access.
  public var view: View! {
    get {
      loadViewIfNeeded()
      return loadedView
    }
    set {
      loadedView?.owningViewController = nil
      loadedView = newValue
      newValue?.owningViewController = self
    }
  }

  /// The root view if loaded, without loading it.
  public var viewIfLoaded: View? { loadedView }

  public var isViewLoaded: Bool { loadedView != nil }

  /// Loads the view now if it is not loaded yet.
  public func loadViewIfNeeded() {
    guard loadedView == nil else { return }
    guard !isLoadingView else {
      // `view` read from inside loadView(): give it a plain view rather than recursing.
      view = View()
      return
    }
    isLoadingView = true
    loadView()
    isLoadingView = false
    if loadedView == nil { view = View() }
    viewDidLoad()
  }

  /// Creates the root view. The default installs the view given to
  /// ``ViewController/init(view:title:)``, or makes a plain ``View``; subclasses that make
  /// their own assign it to ``ViewController/view`` (without calling `super`). A loadView that
  /// assigns nothing gets a plain view rather than a crash.
  open func loadView() {
    view = givenView ?? View()
    givenView = nil
  }

  /// Called once, after the view is loaded.
  open func viewDidLoad() {}
  /// Called before the view appears on screen.
  open func viewWillAppear(_ animated: Bool) {}
  /// Called after the view appeared.
  open func viewDidAppear(_ animated: Bool) {}
  /// Called before the view leaves the screen.
  open func viewWillDisappear(_ animated: Bool) {}
  /// Called after the view left the screen.
  open func viewDidDisappear(_ animated: Bool) {}
  /// Called before the root view lays out its subviews.
  open func viewWillLayoutSubviews() {}
  /// Called after the root view laid out its subviews.
  open func viewDidLayoutSubviews() {}
  /// Called before this controller is added to (or removed from, with nil) a container.
  open func willMove(toParent parent: ViewController?) {}
  /// Called after this controller was added to (or removed from, with nil) a container.
  open func didMove(toParent parent: ViewController?) {}

  /// The child that shows this controller's main content, whose view gets keys when nothing
  /// has focus (a navigation controller's top controller). Nil by default.
  open var childViewControllerForKeyboard: ViewController? { nil }

  /// The size of this controller's sheet when presented within `available`: the
  /// ``ViewController/preferredContentSize`` if set, else two thirds of the space.
  open func preferredContentSize(fitting available: Size) -> Size {
    let preferred =
      preferredContentSize.isEmpty
      ? Size(width: available.width * 2 / 3, height: available.height * 2 / 3)
      : preferredContentSize
    return Size(
      width: min(preferred.width, available.width), height: min(preferred.height, available.height))
  }

  /// The superview of the root view, as in UIKit (the window for a root controller).
  override open var next: Responder? { loadedView?.superview }
}
