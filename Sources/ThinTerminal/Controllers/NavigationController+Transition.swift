import ThinKit

extension NavigationController {
  /// Which way the screens move: a push slides the new one in from the trailing edge, a pop
  /// slides the old one out there.
  enum TransitionDirection {
    case forward
    case backward
  }

  /// Swaps the shown screen from `old` to `new`: the bar (once the new screen is loaded, so
  /// that a navigation spec has the last word on its buttons), the appearance calls (when the
  /// stack is on screen), the views, then `completion`. A transition still sliding is finished
  /// at once first, so a quick push-pop never leaves two screens half-way.
  func transition(
    from old: ViewController?, to new: ViewController?, direction: TransitionDirection,
    animated: Bool, completion: @escaping @MainActor () -> Void
  ) {
    pendingTransition?()
    guard isViewLoaded, old !== new else {
      updateBar()
      completion()
      return
    }
    let isOnScreen = isVisible && view.window != nil
    new?.loadViewIfNeeded()
    updateBar()
    if isOnScreen {
      old?.beginAppearanceTransition(false, animated: animated)
      new?.beginAppearanceTransition(true, animated: animated)
    }
    // Keys must not reach a screen that is leaving, even while it slides out.
    old?.viewIfLoaded?.resignFirstResponderInSubtree()
    if let newView = new?.view {
      newView.frame = old?.viewIfLoaded?.frame ?? view.bounds
      if direction == .backward, let oldView = old?.viewIfLoaded,
        let index = view.subviews.firstIndex(where: { $0 === oldView })
      {
        view.insertSubview(newView, at: index)
      } else {
        view.addSubview(newView)
      }
      view.setNeedsLayout()
    }
    let once = Once()
    let finish: @MainActor () -> Void = { [weak self] in
      guard once.claim() else { return }
      self?.pendingTransition = nil
      View.performWithoutAnimation {
        new?.viewIfLoaded?.transform = .identity
        old?.viewIfLoaded?.transform = .identity
      }
      old?.viewIfLoaded?.removeFromSuperview()
      if isOnScreen {
        old?.endAppearanceTransition()
        new?.endAppearanceTransition()
      }
      completion()
    }
    guard animated, isOnScreen, view.animationTicker != nil else {
      finish()
      return
    }
    pendingTransition = finish
    slide(from: old?.viewIfLoaded, to: new?.viewIfLoaded, direction: direction, completion: finish)
  }

  private func slide(
    from oldView: View?, to newView: View?, direction: TransitionDirection,
    completion: @escaping @MainActor () -> Void
  ) {
    let width = Double(view.bounds.width)
    let moving = direction == .forward ? newView : oldView
    if direction == .forward {
      View.performWithoutAnimation { newView?.transform = Transform(translationX: width, y: 0) }
    }
    View.animate(withDuration: view.theme.implicitAnimationDuration) {
      moving?.transform = direction == .forward ? .identity : Transform(translationX: width, y: 0)
    } completion: { _ in
      completion()
    }
  }
}

/// Lets a completion run once although two paths may call it.
@MainActor
private final class Once {
  private var done = false

  func claim() -> Bool {
    defer { done = true }
    return !done
  }
}
