extension ViewController {
  /// The controller this one (or its container) presents.
  public var presentedViewController: ViewController? { presentationRoot.presentedStorage }

  /// The controller that presented this one (or its container).
  public var presentingViewController: ViewController? { presentationRoot.presentingStorage }

  /// Shows `viewController` modally over the window, as UIKit's
  /// `present(_:animated:completion:)`: modal (keys and clicks stay in it), focus saved and
  /// given back on dismissal. `completion` runs once it has appeared.
  ///
  /// Where UIKit refuses to present from a controller that already presents, this presents
  /// from the top of the presentation chain, so an alert can show over a sheet. A controller
  /// that is not in a window, or one that is already shown somewhere, is not presented.
  public func present(
    _ viewController: ViewController, animated: Bool, completion: (@MainActor () -> Void)? = nil
  ) {
    var presenter = presentationRoot
    while let presented = presenter.presentedStorage { presenter = presented }
    guard let window = presenter.viewIfLoaded?.window, viewController !== presenter,
      viewController.parent == nil, viewController.presentingStorage == nil,
      viewController.viewIfLoaded?.superview == nil
    else { return }
    window.present(viewController, from: presenter, animated: animated, completion: completion)
  }

  /// Dismisses the controller this one presents (and any it presents in turn) or, when it
  /// presents nothing, this controller itself, as UIKit. `completion` runs once it is gone.
  public func dismiss(animated: Bool, completion: (@MainActor () -> Void)? = nil) {
    let root = presentationRoot
    if let presented = root.presentedStorage, let window = root.viewIfLoaded?.window {
      presented.stopScenes()
      window.dismissPresentation(of: presented, animated: animated, completion: completion)
    } else if let presenting = root.presentingStorage {
      presenting.dismiss(animated: animated, completion: completion)
    }
  }
}
