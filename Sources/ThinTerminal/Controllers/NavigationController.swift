import ThinKit

/// A stack of screens with a bar on top, as `UINavigationController`.
///
/// The bar shows the top controller's ``ViewController/navigationItem``: its title, its bar
/// buttons (each with a keyboard shortcut) and "‹ Back" below the root. Esc pops, when the
/// first responder did not use it. Pushes and pops call the appearance methods in UIKit's
/// order; animated ones slide the new screen in over the theme's implicit animation duration.
///
/// With a ThinKit ``navigationSpec`` the stack, not each screen, decides the bar buttons.
@MainActor
open class NavigationController: ViewController {
  /// The screens, root first.
  public private(set) var viewControllers: [ViewController] = []

  /// The bar at the top.
  public let navigationBar = NavigationBar()

  /// Hides the bar; the top screen then fills the view.
  public var isNavigationBarHidden = false {
    didSet { viewIfLoaded?.setNeedsLayout() }
  }

  /// The line of key hints at the foot of every screen, as the place of `UIToolbar`: what the
  /// keys in effect do, always true to the state (see ``KeyHintsView``).
  public let keyHintsView = KeyHintsView()

  /// Hides the key hints line (the default); shown, every screen of the stack gets it in one
  /// place, in one form, and gives up its last row for it.
  public var isKeyHintsHidden = true {
    didSet { viewIfLoaded?.setNeedsLayout() }
  }

  /// Decides every screen's bar buttons: applied to the screen on top each time one comes on
  /// top (the root set, a push, a pop), so that screens never set their own. Items a screen
  /// set itself are replaced then. Nil (the default) leaves each screen's
  /// ``ViewController/navigationItem`` as the screen set it, as in UIKit.
  public var navigationSpec: NavigationSpec? {
    didSet { updateBar() }
  }

  /// The key that quits the app from any screen of the stack (`q` in the demo apps), unless
  /// the first responder takes it first (a text field types it). It asks the screens, as
  /// Ctrl-C does (``Application/requestTermination()``): a screen with unsaved edits can say
  /// no. Nil (the default): no quit key but Ctrl-C.
  public var quitKey: KeyPress?

  var pendingTransition: (@MainActor () -> Void)?

  /// A stack showing `rootViewController`, whose bar buttons come from `navigationSpec` if
  /// one is given.
  public init(rootViewController: ViewController, navigationSpec: NavigationSpec? = nil) {
    self.navigationSpec = navigationSpec
    super.init()
    setViewControllers([rootViewController], animated: false)
  }

  override public init() {
    super.init()
  }

  /// The screen on top of the stack.
  public var topViewController: ViewController? { viewControllers.last }

  /// The screen the user sees: what the top screen presents, else the top screen.
  public var visibleViewController: ViewController? {
    presentedViewController ?? topViewController
  }

  override open var childViewControllerForKeyboard: ViewController? { topViewController }

  override open func viewDidLoad() {
    view.addSubview(navigationBar)
    view.addSubview(keyHintsView)
    navigationBar.backAction = { [weak self] in self?.goBack() }
    if let top = topViewController { view.addSubview(top.view) }
    updateBar()
  }

  override open func viewDidLayoutSubviews() {
    navigationBar.isHidden = isNavigationBarHidden
    navigationBar.frame = Rect(x: 0, y: 0, width: view.bounds.width, height: 1)
    keyHintsView.isHidden = isKeyHintsHidden
    keyHintsView.frame = Rect(
      x: 1, y: view.bounds.height - 1, width: max(0, view.bounds.width - 1), height: 1)
    topViewController?.viewIfLoaded?.frame = contentFrame
  }

  /// The sheet size: the top screen's preferred size plus the bar.
  override open func preferredContentSize(fitting available: Size) -> Size {
    guard preferredContentSize.isEmpty, let top = topViewController else {
      return super.preferredContentSize(fitting: available)
    }
    let bar = (isNavigationBarHidden ? 0 : 1) + (isKeyHintsHidden ? 0 : 1)
    let content = top.preferredContentSize(
      fitting: Size(width: available.width, height: max(0, available.height - bar)))
    return Size(width: content.width, height: content.height + bar)
  }

  /// The bar buttons' shortcuts, Esc to go back while there is a screen to go back to, and
  /// the ``quitKey``.
  override open var keyCommands: [KeyCommand] {
    var commands = navigationBar.itemCommands
    if viewControllers.count > 1 {
      commands.append(
        KeyCommand(KeyPress(.escape), title: "back") { [weak self] in self?.goBack() })
    }
    if let quitKey {
      commands.append(
        KeyCommand(quitKey, title: "quit") { [weak self] in
          self?.view.window?.application?.requestTermination()
        })
    }
    return commands
  }

  /// What the back button and Esc do: the top screen's ``NavigationItem/backAction``, else a
  /// pop.
  private func goBack() {
    if let backAction = topViewController?.navigationItem.backAction {
      backAction()
    } else {
      popViewController(animated: true)
    }
  }

  /// Pushes `viewController` on top. A controller already in a container or presented is
  /// ignored.
  public func pushViewController(_ viewController: ViewController, animated: Bool) {
    guard viewController.parent == nil, viewController.presentingStorage == nil,
      viewController !== self
    else { return }
    let old = topViewController
    addChild(viewController)
    viewControllers.append(viewController)
    viewIfLoaded?.postApplicationEvent(.didPush(viewController, on: self))
    transition(from: old, to: viewController, direction: .forward, animated: animated) {
      viewController.didMove(toParent: self)
    }
  }

  /// Pops the top screen and returns it; nil at the root.
  @discardableResult
  public func popViewController(animated: Bool) -> ViewController? {
    guard viewControllers.count > 1 else { return nil }
    return pop(to: viewControllers[viewControllers.count - 2], animated: animated).first
  }

  /// Pops every screen above the root and returns them, top last.
  @discardableResult
  public func popToRootViewController(animated: Bool) -> [ViewController]? {
    guard let root = viewControllers.first, viewControllers.count > 1 else { return nil }
    return pop(to: root, animated: animated)
  }

  /// Pops the screens above `viewController` (which must be in the stack) and returns them.
  @discardableResult
  public func popToViewController(_ viewController: ViewController, animated: Bool)
    -> [ViewController]?
  {
    guard viewControllers.contains(where: { $0 === viewController }) else { return nil }
    return pop(to: viewController, animated: animated)
  }

  /// Replaces the stack. The old top disappears and the new top appears; controllers that
  /// stay keep their place.
  public func setViewControllers(_ controllers: [ViewController], animated: Bool) {
    var unique: [ViewController] = []
    for controller in controllers where !unique.contains(where: { $0 === controller }) {
      guard controller !== self,
        controller.parent == nil || controller.parent === self,
        controller.presentingStorage == nil
      else { continue }
      unique.append(controller)
    }
    let old = topViewController
    let removed = viewControllers.filter { current in !unique.contains { $0 === current } }
    let added = unique.filter { new in !viewControllers.contains { $0 === new } }
    for controller in removed {
      controller.stopScenes()
      controller.willMove(toParent: nil)
    }
    for controller in added { addChild(controller) }
    viewControllers = unique
    if !removed.isEmpty { viewIfLoaded?.postApplicationEvent(.didPop(removed, from: self)) }
    for controller in added {
      viewIfLoaded?.postApplicationEvent(.didPush(controller, on: self))
    }
    let new = topViewController
    transition(from: old, to: new, direction: .forward, animated: animated && old !== new) {
      for controller in removed { controller.removeFromParent() }
      for controller in added { controller.didMove(toParent: self) }
    }
  }

  private var contentFrame: Rect {
    let bar = isNavigationBarHidden ? 0 : 1
    let hints = isKeyHintsHidden ? 0 : 1
    return Rect(
      x: 0, y: bar, width: view.bounds.width, height: max(0, view.bounds.height - bar - hints))
  }

  private func pop(to target: ViewController, animated: Bool) -> [ViewController] {
    guard let index = viewControllers.firstIndex(where: { $0 === target }) else { return [] }
    let popped = Array(viewControllers[(index + 1)...])
    guard !popped.isEmpty else { return [] }
    let old = topViewController
    for controller in popped {
      controller.stopScenes()
      controller.willMove(toParent: nil)
    }
    viewControllers.removeSubrange((index + 1)...)
    viewIfLoaded?.postApplicationEvent(.didPop(popped, from: self))
    transition(from: old, to: target, direction: .backward, animated: animated) {
      for controller in popped { controller.removeFromParent() }
    }
    return popped
  }

  /// Shows the top screen's item in the bar, its buttons chosen by the spec if there is one.
  func updateBar() {
    let top = topViewController
    let back = viewControllers.count > 1 ? viewControllers[viewControllers.count - 2] : nil
    for controller in viewControllers { controller.navigationItem.changeHandler = nil }
    if let navigationSpec, let top {
      navigationSpec.apply(
        to: NavigationContext(viewController: top, navigationItem: top.navigationItem))
    }
    let refresh: @MainActor () -> Void = { [weak self] in
      self?.navigationBar.reloadItems()
    }
    top?.navigationItem.changeHandler = refresh
    back?.navigationItem.changeHandler = refresh
    navigationBar.topItem = top?.navigationItem
    navigationBar.backItem = back?.navigationItem
    navigationBar.showsBackButton = back != nil
    navigationBar.reloadItems()
  }
}
