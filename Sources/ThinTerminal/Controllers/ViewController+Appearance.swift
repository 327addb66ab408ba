/// Where a controller's scene is in its life: started as the screen first appears, stopped as
/// it leaves for good.
enum SceneState {
  case waiting
  case started
  case stopped
}

/// Where a controller is in its appear/disappear cycle; the calls are always paired.
enum AppearanceState {
  case disappeared
  case appearing
  case appeared
  case disappearing
}

extension ViewController {
  /// Starts an appearance change, calling `viewWillAppear` or `viewWillDisappear` once, then
  /// forwarding to the children whose views are in this view (as UIKit's
  /// `beginAppearanceTransition(_:animated:)`). Repeated calls for the same change are ignored.
  public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
    if isAppearing {
      guard appearanceState == .disappeared || appearanceState == .disappearing else { return }
      appearanceState = .appearing
      isAppearanceAnimated = animated
      startSceneIfNeeded()
      viewWillAppear(animated)
    } else {
      guard appearanceState == .appeared || appearanceState == .appearing else { return }
      appearanceState = .disappearing
      isAppearanceAnimated = animated
      saveFirstResponder()
      viewWillDisappear(animated)
    }
    for child in childrenForwardingAppearance {
      child.beginAppearanceTransition(isAppearing, animated: animated)
    }
  }

  /// Finishes the change begun by ``beginAppearanceTransition(_:animated:)``, calling
  /// `viewDidAppear` or `viewDidDisappear`, then the children's.
  public func endAppearanceTransition() {
    switch appearanceState {
    case .appearing:
      appearanceState = .appeared
      viewDidAppear(isAppearanceAnimated)
      restoreFirstResponder()
    case .disappearing:
      appearanceState = .disappeared
      viewDidDisappear(isAppearanceAnimated)
    case .appeared, .disappeared:
      return
    }
    for child in childrenForwardingAppearance { child.endAppearanceTransition() }
  }

  /// Starts the scene as its screen first appears, before `viewWillAppear`: presenters that
  /// follow a model or a database begin when there is something to show.
  private func startSceneIfNeeded() {
    guard sceneState == .waiting, let scene else { return }
    sceneState = .started
    scene.start()
  }

  /// Stops the scenes of this screen and of every screen it contains or presents, top first,
  /// as the screen leaves for good: once each, and only scenes that started.
  func stopScenes() {
    presentedViewController?.stopScenes()
    for child in children.reversed() { child.stopScenes() }
    guard sceneState == .started, let scene else { return }
    sceneState = .stopped
    scene.stop()
  }

  /// Whether the view is on screen (appeared, or appearing).
  public var isVisible: Bool { appearanceState == .appeared || appearanceState == .appearing }

  private var childrenForwardingAppearance: [ViewController] {
    guard let view = viewIfLoaded else { return [] }
    return children.filter { $0.viewIfLoaded?.isDescendant(of: view) ?? false }
  }

  /// Remembers the focused view inside this screen, to give focus back when it reappears.
  private func saveFirstResponder() {
    guard let view = viewIfLoaded, let responder = view.window?.firstResponder,
      responder.isDescendant(of: view)
    else { return }
    savedFirstResponder = responder
  }

  private func restoreFirstResponder() {
    guard let responder = savedFirstResponder, let window = responder.window,
      window.firstResponder == nil
    else { return }
    savedFirstResponder = nil
    responder.becomeFirstResponder()
  }
}
