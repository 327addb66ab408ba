import ThinKit

/// The base of views that turn presses into events for actions, as `UIControl`.
///
/// A pointer press highlights the control and sends `.touchDown`; the release sends
/// `.touchUpInside` and performs the primary action when it ends over the control,
/// `.touchUpOutside` otherwise. Terminals report no key-up, so a press made from the keyboard
/// (see ``beginKeyboardPress()``) acts on the key and shows its highlight afterwards, for
/// ``keyboardPressDuration`` of the injected clock, as an animation that never delays the
/// action. Disabling the control during a pointer press, or removing it from its window,
/// cancels the press (`.touchCancel`).
///
/// Every control is ThinKit's `Highlightable`: its focus or press highlight is a
/// `HighlightBehavior`, the theme's (``defaultHighlightStyle``) unless an app attaches its own
/// (see ``highlightBehavior``).
@MainActor
open class Control: View, Highlightable {
  private struct Target {
    var events: ControlEvents
    var action: @MainActor () -> Void
  }

  /// A disabled control draws dimmed, refuses focus and ignores presses; a press in progress
  /// is cancelled. The window remembers a control that lost focus so, until something else
  /// takes focus: an alert shown meanwhile (a form's failed submit) gives focus back to it.
  public var isEnabled = true {
    didSet {
      guard isEnabled != oldValue else { return }
      if !isEnabled {
        cancelPress()
        if let window, let focused = window.firstResponder, focused.isDescendant(of: self) {
          window.forceResignFirstResponder()
          window.focusSetAside = focused
        }
      }
      setNeedsDisplay()
    }
  }

  /// Whether the control is being pressed. Drawing may read it (a plain button dims its
  /// title); the background follows the press events through ``highlightBehavior``.
  public var isHighlighted = false {
    didSet {
      guard isHighlighted != oldValue else { return }
      setNeedsDisplay()
      postApplicationEvent(.highlightDidChange(self))
    }
  }

  /// Whether the control is selected (a toggled state some controls draw).
  public var isSelected = false {
    didSet { setNeedsDisplay() }
  }

  /// Why the control's input was refused, in a sentence ("Titles are at most 1000
  /// characters"); nil while nothing is wrong. The control does not draw it: the ``FormRow``
  /// holding it shows it under the control, as a form's footer label would.
  public var errorText: String? {
    didSet {
      guard errorText != oldValue else { return }
      (superview as? FormRow)?.controlErrorTextDidChange()
    }
  }

  /// The behavior that animates the background between normal and highlighted: the theme's
  /// (made from ``defaultHighlightStyle`` and restyled when the theme changes) until an app
  /// attaches its own with `HighlightBehavior(view:style:trigger:)`, which replaces it
  /// for good. Nil when the control has no highlight.
  public internal(set) var highlightBehavior: HighlightBehavior?
  /// False once an app attached a highlight: the theme's is then never attached again.
  var usesThemeHighlight = true
  var isAttachingThemeHighlight = false

  /// How long the highlight of a press made from the keyboard stays on after the action ran.
  public var keyboardPressDuration: Duration = .milliseconds(150)

  private var targets: [Target] = []
  private var isTracking = false
  private var isKeyboardPressing = false
  private var keyboardPressRelease: Int?

  override public init(frame: Rect = .zero) {
    super.init(frame: frame)
    // Subclasses' stored properties are set by now, so their highlight style can be read.
    updateThemeHighlight()
  }

  /// The highlight the control gets from its theme: nil (none) unless a subclass says
  /// otherwise. A field's is `theme.fieldHighlight`, a filled button's `theme.buttonHighlight`.
  open var defaultHighlightStyle: HighlightStyle? { nil }

  /// The events that turn the theme's highlight on and off: a press unless a subclass says
  /// otherwise (a field: focus).
  open var defaultHighlightTrigger: HighlightTrigger { .press }

  /// The theme changed (set here or above, or the control moved): restyle the highlight.
  override func themeHierarchyDidChange() {
    updateThemeHighlight()
    super.themeHierarchyDidChange()
  }

  /// A press in progress is cancelled (`.touchCancel`) when the control leaves its window, as
  /// UIKit cancels the touches of a view removed while tracking: its action never runs from off
  /// screen.
  override func windowWillChange() {
    cancelPress()
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

  /// Presses the control from the keyboard, where there is no key-up: `.touchDown`,
  /// `.touchUpInside` and the primary action run at once, on the key; then the press shows as
  /// an animation — the highlight flashes for ``keyboardPressDuration`` (until the next input
  /// event for ``isHighlighted``) — so a key never waits for its highlight.
  public func beginKeyboardPress() {
    guard isEnabled else { return }
    window?.releaseKeyboardPress()
    sendActions(for: .touchDown)
    sendActions(for: .touchUpInside)
    performPrimaryAction()
    // The action may have disabled the control or taken it off screen: then nothing shows.
    guard isEnabled, let window, let ticker = animationTicker else { return }
    highlightBehavior?.flash(holding: keyboardPressDuration)
    isKeyboardPressing = true
    isHighlighted = true
    window.keyboardPressedControl = self
    keyboardPressRelease = ticker.schedule(after: keyboardPressDuration) { [weak self] in
      self?.endKeyboardPress()
    }
  }

  /// Ends a press in progress without its action: `.touchCancel` for a pointer press; a
  /// keyboard press already acted, so only its highlight ends.
  func cancelPress() {
    if isKeyboardPressing {
      endKeyboardPress()
    } else if isTracking {
      isTracking = false
      isHighlighted = false
      sendActions(for: .touchCancel)
    }
  }

  /// Ends the highlight a keyboard press shows, if it still shows.
  func endKeyboardPress() {
    guard isKeyboardPressing else { return }
    isKeyboardPressing = false
    if let timer = keyboardPressRelease { animationTicker?.cancelTimer(timer) }
    keyboardPressRelease = nil
    if window?.keyboardPressedControl === self { window?.keyboardPressedControl = nil }
    isHighlighted = false
  }
}
