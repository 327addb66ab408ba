import ThinKit

/// The base of views that turn presses into events for actions, as `UIControl`.
///
/// A pointer press highlights the control and sends `.touchDown`; the release sends
/// `.touchUpInside` and performs the primary action when it ends over the control,
/// `.touchUpOutside` otherwise. Terminals report no key-up, so a press made from the keyboard
/// (see ``beginKeyboardPress()``) lasts ``keyboardPressDuration`` of the injected clock, or
/// until the next input event if that comes first, and then releases inside.
@MainActor
open class Control: View, ControlEventSource {
  private struct Target {
    var events: ControlEvents
    var action: @MainActor () -> Void
  }

  /// A disabled control draws dimmed, refuses focus and ignores presses.
  public var isEnabled = true {
    didSet {
      guard isEnabled != oldValue else { return }
      if !isEnabled {
        isHighlighted = false
        resignFirstResponderInSubtree()
      }
      updateDefaultBackgroundColor(animated: true)
      setNeedsDisplay()
    }
  }

  /// Whether the control is being pressed; its look follows (animated from the theme).
  public var isHighlighted = false {
    didSet {
      guard isHighlighted != oldValue else { return }
      updateDefaultBackgroundColor(animated: true)
      setNeedsDisplay()
    }
  }

  /// Whether the control is selected (a toggled state some controls draw).
  public var isSelected = false {
    didSet { setNeedsDisplay() }
  }

  /// How long a press made from the keyboard holds the highlight before it releases.
  public var keyboardPressDuration: Duration = .milliseconds(150)

  private var targets: [Target] = []
  private var isTracking = false
  private var isKeyboardPressing = false
  private var keyboardPressRelease: Int?

  override public init(frame: Rect = .zero) {
    super.init(frame: frame)
  }

  /// Enabled controls take focus.
  override open var canBecomeFirstResponder: Bool { isEnabled && isUserInteractionEnabled }

  /// A click presses a control without taking focus from a field being edited.
  override open var focusesOnClick: Bool { false }

  /// Calls `action` each time one of `events` happens, in the order actions were added.
  public func addAction(for events: ControlEvents, _ action: @escaping @MainActor () -> Void) {
    targets.append(Target(events: events, action: action))
  }

  /// Removes every action added for any of `events`.
  public func removeActions(for events: ControlEvents) {
    targets.removeAll { !$0.events.isDisjoint(with: events) }
  }

  /// Calls, once each, the actions added for any of `events`.
  public func sendActions(for events: ControlEvents) {
    for target in targets where !target.events.isDisjoint(with: events) {
      target.action()
    }
  }

  /// What a completed press does: sends `.primaryActionTriggered`. Subclasses add their own
  /// (a switch flips), as `UIControl.performPrimaryAction()`.
  open func performPrimaryAction() {
    sendActions(for: .primaryActionTriggered)
  }

  override open func touchesBegan(_ touch: Touch) {
    guard isEnabled else { return }
    isTracking = true
    isHighlighted = true
    sendActions(for: .touchDown)
  }

  override open func touchesMoved(_ touch: Touch) {
    guard isTracking else { return }
    isHighlighted = bounds.contains(touch.location(in: self))
  }

  override open func touchesEnded(_ touch: Touch) {
    guard isTracking else { return }
    isTracking = false
    isHighlighted = false
    if bounds.contains(touch.location(in: self)) {
      sendActions(for: .touchUpInside)
      performPrimaryAction()
    } else {
      sendActions(for: .touchUpOutside)
    }
  }

  /// Presses the control from the keyboard: highlighted and `.touchDown` now; released
  /// (`.touchUpInside`, then the primary action) after ``keyboardPressDuration`` or at the next
  /// input event. Outside a running application it releases at once.
  public func beginKeyboardPress() {
    guard isEnabled else { return }
    window?.releaseKeyboardPress()
    isKeyboardPressing = true
    isHighlighted = true
    sendActions(for: .touchDown)
    guard let window, let ticker = animationTicker else {
      endKeyboardPress()
      return
    }
    window.keyboardPressedControl = self
    keyboardPressRelease = ticker.schedule(after: keyboardPressDuration) { [weak self] in
      self?.endKeyboardPress()
    }
  }

  /// Releases a keyboard press, if one is held: `.touchUpInside`, then the primary action;
  /// or, when `cancelled` (the run ended), `.touchCancel` and no action.
  func endKeyboardPress(cancelled: Bool = false) {
    guard isKeyboardPressing else { return }
    isKeyboardPressing = false
    if let timer = keyboardPressRelease { animationTicker?.cancelTimer(timer) }
    keyboardPressRelease = nil
    if window?.keyboardPressedControl === self { window?.keyboardPressedControl = nil }
    isHighlighted = false
    guard !cancelled else { return sendActions(for: .touchCancel) }
    sendActions(for: .touchUpInside)
    performPrimaryAction()
  }
}
