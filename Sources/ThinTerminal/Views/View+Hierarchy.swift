extension View {
  /// Adds `view` on top of the subviews, removing it from its current superview first.
  public func addSubview(_ view: View) {
    insertSubview(view, at: subviews.count)
  }

  /// Inserts `view` at `index` of the subviews (clamped). Adding a view to itself or to one of
  /// its own descendants would make a cycle and is ignored.
  public func insertSubview(_ view: View, at index: Int) {
    guard view !== self, !isDescendant(of: view) else { return }
    let oldWindow = view.window
    let newWindow = window
    if view.superview !== self {
      view.willMove(toSuperview: self)
      if oldWindow !== newWindow { view.propagateWillMove(toWindow: newWindow) }
      view.detachFromSuperview()
    } else {
      subviews.removeAll { $0 === view }
    }
    subviews.insert(view, at: min(max(index, 0), subviews.count))
    let moved = view.superview !== self
    view.superview = self
    setNeedsLayout()
    setNeedsDisplay()
    guard moved else { return }
    didAddSubview(view)
    view.didMoveToSuperview()
    if view.themeOverride == nil { view.themeHierarchyDidChange() }
    if oldWindow !== newWindow { view.propagateDidMoveToWindow() }
  }

  /// Moves `view`, a subview, to the top.
  public func bringSubviewToFront(_ view: View) {
    guard view.superview === self else { return }
    insertSubview(view, at: subviews.count)
  }

  /// Removes the view from its superview and its window; a first responder inside it resigns.
  public func removeFromSuperview() {
    guard let superview else { return }
    let oldWindow = window
    willMove(toSuperview: nil)
    if oldWindow != nil { propagateWillMove(toWindow: nil) }
    superview.setNeedsDisplay()
    detachFromSuperview()
    didMoveToSuperview()
    if themeOverride == nil { themeHierarchyDidChange() }
    if oldWindow != nil { propagateDidMoveToWindow() }
  }

  /// Whether this view is `view` or inside it.
  public func isDescendant(of view: View) -> Bool {
    var current: View? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.superview
    }
    return false
  }

  /// This view and all views inside it, depth first, back to front.
  var allDescendants: [View] {
    var result: [View] = [self]
    for subview in subviews { result.append(contentsOf: subview.allDescendants) }
    return result
  }

  private func detachFromSuperview() {
    guard let superview else { return }
    superview.subviewWillDetach(self)
    superview.willRemoveSubview(self)
    superview.subviews.removeAll { $0 === self }
    self.superview = nil
  }

  private func propagateWillMove(toWindow newWindow: Window?) {
    if newWindow == nil, let window, let responder = window.firstResponder,
      responder.isDescendant(of: self)
    {
      window.forceResignFirstResponder()
    }
    for view in allDescendants {
      view.windowWillChange()
      view.willMove(toWindow: newWindow)
    }
  }

  private func propagateDidMoveToWindow() {
    for view in allDescendants { view.didMoveToWindow() }
  }
}
