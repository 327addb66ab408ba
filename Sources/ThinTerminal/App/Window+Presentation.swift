extension Window {
  /// Shows `presented` over everything, from `presenter`: the appearance calls in UIKit's
  /// order (`.fullScreen` also makes the presenter disappear), focus saved and cleared.
  func present(
    _ presented: ViewController, from presenter: ViewController, animated: Bool,
    completion: (@MainActor () -> Void)?
  ) {
    presented.loadViewIfNeeded()
    let container = PresentationContainerView(presenting: presented, from: presenter)
    // A submit button disabled while it submits, or a field a click on ‹ Back took focus from,
    // gets focus back when the alert it caused closes.
    container.savedFirstResponder = firstResponder ?? focusHeldAside
    handingOverFocus {
      forceResignFirstResponder()
      show(
        container, presenting: presented, from: presenter, animated: animated,
        completion: completion)
    }
  }

  private func show(
    _ container: PresentationContainerView, presenting presented: ViewController,
    from presenter: ViewController, animated: Bool, completion: (@MainActor () -> Void)?
  ) {
    presenter.presentedStorage = presented
    presented.presentingStorage = presenter
    let animated = animated && animationTicker != nil
    let covers = presented.modalPresentationStyle == .fullScreen
    if covers { presenter.beginAppearanceTransition(false, animated: animated) }
    presented.beginAppearanceTransition(true, animated: animated)
    application?.post(.didPresent(presented, from: presenter))
    presentationViews.append(container)
    container.frame = bounds
    addSubview(container)
    let finish: @MainActor () -> Void = {
      presented.endAppearanceTransition()
      if covers { presenter.endAppearanceTransition() }
      completion?()
    }
    if animated {
      container.animateIn(completion: finish)
    } else {
      finish()
    }
  }

  /// Removes `presented` and everything presented over it, top first; gives focus back to
  /// what had it before `presented` appeared as the dismissal starts, so that keys typed while
  /// a sheet slides out reach the screen beneath, not a field that is going away.
  func dismissPresentation(
    of presented: ViewController, animated: Bool, completion: (@MainActor () -> Void)?
  ) {
    guard
      let index = presentationViews.firstIndex(where: { $0.presentedViewController === presented })
    else { return }
    let removed = Array(presentationViews[index...].reversed())
    presentationViews.removeSubrange(index...)
    let animated = animated && animationTicker != nil && removed.count == 1
    for container in removed {
      let controller = container.presentedViewController
      controller.beginAppearanceTransition(false, animated: animated)
      if container.style == .fullScreen {
        container.presenter?.beginAppearanceTransition(true, animated: animated)
      }
      container.presenter?.presentedStorage = nil
      controller.presentingStorage = nil
      application?.post(.didDismiss(controller))
    }
    handingOverFocus {
      if let responder = firstResponder,
        removed.contains(where: { responder.isDescendant(of: $0) })
      {
        forceResignFirstResponder()
      }
      if let restored = removed.last?.savedFirstResponder, restored.window === self,
        firstResponder == nil
      {
        restored.becomeFirstResponder()
      }
    }
    let finish: @MainActor () -> Void = {
      for container in removed {
        container.removeFromSuperview()
        container.presentedViewController.viewIfLoaded?.removeFromSuperview()
        container.presentedViewController.endAppearanceTransition()
        if container.style == .fullScreen { container.presenter?.endAppearanceTransition() }
      }
      completion?()
    }
    if animated, let top = removed.first {
      top.animateOut(completion: finish)
    } else {
      finish()
    }
  }
}
