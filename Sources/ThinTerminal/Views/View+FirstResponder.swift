extension View {
  /// Ends editing in this view: the first responder inside it resigns if it takes text input
  /// (``KeyInput``). `force` resigns even when it refuses.
  ///
  /// UIKit resigns any first responder; here lists and buttons keep focus, because in a
  /// terminal focus is also how the keyboard reaches them.
  @discardableResult
  public func endEditing(_ force: Bool) -> Bool {
    guard let window, let responder = window.firstResponder, responder is KeyInput,
      responder.isDescendant(of: self)
    else { return true }
    if force {
      window.forceResignFirstResponder()
      return true
    }
    return responder.resignFirstResponder()
  }

  /// The views inside this one (itself included) that can take focus now, in Tab order: depth
  /// first, back to front, as laid out in the tree.
  var focusableDescendants: [View] {
    guard !isHidden else { return [] }
    var result: [View] = canBecomeFirstResponder ? [self] : []
    for subview in subviews { result.append(contentsOf: subview.focusableDescendants) }
    return result
  }

  func takeFirstResponder() -> Bool {
    guard let window else { return false }
    if window.firstResponder === self { return true }
    guard canBecomeFirstResponder, isVisibleInHierarchy else { return false }
    // Keys belong to what is presented on top: a screen beneath (a field its push focuses as
    // it appears under an alert it raised) gets focus when the presentation closes.
    if let top = window.presentationViews.last, !isDescendant(of: top) {
      top.savedFirstResponder = self
      return false
    }
    return window.handingOverFocus {
      if let current = window.firstResponder, !current.resignFirstResponder() { return false }
      // A resigning responder may hand focus elsewhere; that choice stands.
      guard window.firstResponder == nil else { return false }
      window.firstResponder = self
      setNeedsDisplay()
      return true
    }
  }

  func giveUpFirstResponder() -> Bool {
    guard let window, window.firstResponder === self else { return true }
    guard canResignFirstResponder || window.isForcingResignation else { return false }
    window.firstResponder = nil
    setNeedsDisplay()
    return true
  }

  func resignFirstResponderInSubtree() {
    guard let window, let responder = window.firstResponder, responder.isDescendant(of: self)
    else { return }
    window.forceResignFirstResponder()
  }

  /// Focus came or went: redraw the focus marks and the caret. A focused field's background
  /// follows its `.editingDidBegin` / `.editingDidEnd` events instead (a `HighlightBehavior`).
  func focusDidChange() {
    setNeedsDisplay()
  }
}
