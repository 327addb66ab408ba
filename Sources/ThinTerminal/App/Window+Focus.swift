extension Window {
  /// Moves focus to the next (or previous) control of the front-most screen that can take it,
  /// in tree order, then to the buttons of the bars it shows (‹ Back, +, Done), wrapping
  /// around. With nothing focused it starts in the screen: at its first control, or its last.
  @discardableResult
  public func moveFocus(forward: Bool) -> Bool {
    let controls = frontmostContentView.focusableDescendants
    let candidates = controls + frontmostBarButtons
    guard !candidates.isEmpty else { return false }
    let count = candidates.count
    // Where the steps start from: the focused control, or just outside the screen's own.
    let origin =
      firstResponder.flatMap { responder in candidates.firstIndex { $0 === responder } }
      ?? (forward ? -1 : (controls.isEmpty ? count : controls.count))
    for step in 1...count {
      let index = ((origin + (forward ? step : -step)) % count + count) % count
      if candidates[index].becomeFirstResponder() { return true }
    }
    return false
  }

  /// The buttons of the navigation bars over the front-most screen that can take focus, left
  /// to right, outer bars first.
  private var frontmostBarButtons: [View] {
    var buttons: [View] = []
    var controller = frontmostViewController
    while let current = controller {
      if let navigation = current as? NavigationController, !navigation.isNavigationBarHidden {
        buttons += navigation.navigationBar.focusableDescendants.filter { $0 is BarButtonView }
      }
      controller = current.childViewControllerForKeyboard
    }
    return buttons
  }

  /// The view that lost focus for a moment, while nothing has taken focus since: a form's
  /// submit button, disabled while it submits, or the field a click on a bar button (‹ Back,
  /// Save) ended editing in. An alert shown meanwhile gives focus back to it when it closes, so
  /// "Keep editing" after a click on ‹ Back goes on editing, as it does after Esc.
  var focusHeldAside: View? {
    guard let view = focusSetAside, view.window === self, firstResponder == nil else {
      return nil
    }
    return view
  }

  /// Takes focus from the first responder for something the user started (a click on a bar
  /// button), keeping it as ``focusHeldAside`` for an alert that this raises to give back.
  func setFocusAside() {
    guard let editing = firstResponder else { return }
    endEditing(false)
    if firstResponder == nil { focusSetAside = editing }
  }

  /// Runs `body`, in which focus may leave a view and reach another, as one move: observers
  /// hear where focus ends up, not that it was nowhere on the way.
  func handingOverFocus<T>(_ body: () -> T) -> T {
    let hadFocus = firstResponder != nil
    let outer = isHandingOverFocus
    isHandingOverFocus = true
    let result = body()
    isHandingOverFocus = outer
    if !outer, hadFocus, firstResponder == nil { application?.post(.focusDidChange(nil)) }
    return result
  }

  /// Takes focus away from the first responder even if it refuses (it is leaving the window).
  func forceResignFirstResponder() {
    guard let responder = firstResponder else { return }
    isForcingResignation = true
    responder.resignFirstResponder()
    isForcingResignation = false
    if firstResponder === responder { firstResponder = nil }
  }

  /// Where the first responder wants the text cursor, in window cells; nil when hidden or
  /// off screen.
  var caretPositionInWindow: Point? {
    guard let responder = firstResponder, let caret = responder.caretPosition else { return nil }
    let point = responder.convert(caret, to: nil)
    return bounds.contains(point) ? point : nil
  }
}
