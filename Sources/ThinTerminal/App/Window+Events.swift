extension Window {
  /// Delivers one input event: keys and pastes to the key target and up the responder chain,
  /// mouse events to the view under the pointer.
  func send(_ input: InputEvent) {
    switch input {
    case .key(let press): keyTarget.pressesBegan(press)
    case .paste(let text): keyTarget.paste(text)
    case .mouse(let event): send(event)
    }
  }

  /// Ends the highlight of a button pressed from the keyboard, which has no key-up (see
  /// ``Control``): its action already ran.
  func releaseKeyboardPress() {
    let control = keyboardPressedControl
    keyboardPressedControl = nil
    control?.endKeyboardPress()
  }

  /// The first responder; with none, the front-most content view, so that its keys reach its
  /// controller.
  var keyTarget: Responder { firstResponder ?? frontmostContentView }

  /// The view of the front-most screen's content controller (a navigation controller's top
  /// controller): where keys go when nothing has focus, and where Tab looks for the next
  /// control, so that a screen still sliding out of a stack never takes focus.
  var frontmostContentView: View {
    var controller = frontmostViewController
    while let child = controller?.childViewControllerForKeyboard { controller = child }
    return controller?.viewIfLoaded ?? self
  }

  /// A press focuses the view under the pointer (or the nearest ancestor that takes focus);
  /// a press on a background ends editing. Moves and the release go to the view pressed.
  private func send(_ event: MouseEvent) {
    let touch = Touch(event)
    switch event.kind {
    case .press:
      guard event.button == .left, let hit = hitTest(event.position) else { return }
      touchedView = hit
      focus(forClickOn: hit)
      hit.touchesBegan(touch)
    case .drag:
      touchedView?.touchesMoved(touch)
    case .release:
      let view = touchedView
      touchedView = nil
      view?.touchesEnded(touch)
    case .scrollUp, .scrollDown:
      hitTest(event.position)?.scrollWheel(touch, lines: event.kind == .scrollUp ? -1 : 1)
    }
  }

  private func focus(forClickOn hit: View) {
    var view: View? = hit
    while let candidate = view {
      if candidate.canBecomeFirstResponder {
        if candidate.focusesOnClick { candidate.becomeFirstResponder() }
        return
      }
      view = candidate.superview
    }
    endEditing(false)
  }
}
