/// Animates a control's background between its normal and highlighted colors when it gains or
/// loses focus, or is pressed and released.
///
/// Each change starts from what is on screen (begin from current state), so releasing a button
/// half-way through its highlight turns back smoothly instead of jumping.
///
/// The behavior holds its control weakly and the control's actions hold the behavior, so it
/// lives exactly as long as the control: nobody has to keep a reference. A control has one
/// highlight at a time: attaching tells the control (``Highlightable/didAttachHighlightBehavior(_:)``),
/// so that a host can ``detach()`` the one it replaces.
@MainActor
public final class HighlightBehavior {
  /// The two backgrounds and the timing. Setting it (the theme changed) shows the new color of
  /// the current state at once.
  public var style: HighlightStyle {
    didSet {
      guard style != oldValue, let view else { return }
      view.animate(
        .backgroundColor, to: .color(currentColor), duration: .zero, timingCurve: .linear)
    }
  }
  public let trigger: HighlightTrigger
  /// Whether the control is highlighted (or animating towards it).
  public private(set) var isHighlighted = false
  private weak var view: (any Highlightable)?

  private init(view: any Highlightable, style: HighlightStyle, trigger: HighlightTrigger) {
    self.view = view
    self.style = style
    self.trigger = trigger
  }

  /// Attaches a highlight to `view`: its background is set to the normal color at once, then
  /// follows `trigger`'s events.
  @discardableResult
  public static func attach(
    to view: some Highlightable, style: HighlightStyle, trigger: HighlightTrigger
  ) -> HighlightBehavior {
    let behavior = HighlightBehavior(view: view, style: style, trigger: trigger)
    view.animate(
      .backgroundColor, to: .color(style.normal), duration: .zero, timingCurve: .linear)
    view.addAction(for: trigger.on) { behavior.setHighlighted(true) }
    view.addAction(for: trigger.off) { behavior.setHighlighted(false) }
    view.didAttachHighlightBehavior(behavior)
    return behavior
  }

  /// Whether the behavior still drives its control: false after ``detach()`` or once the
  /// control is gone.
  public var isAttached: Bool { view != nil }

  /// Stops driving the control: later events change nothing and the background stays as it
  /// is. The control's actions still hold the behavior, which does nothing any more.
  public func detach() {
    view = nil
  }

  /// Animates to the highlighted or the normal background; does nothing when already there,
  /// so a repeated event does not restart the animation.
  public func setHighlighted(_ highlighted: Bool) {
    guard highlighted != isHighlighted, let view else { return }
    isHighlighted = highlighted
    view.animate(
      .backgroundColor, to: .color(currentColor), duration: style.duration,
      timingCurve: style.timingCurve)
  }

  private var currentColor: Color { isHighlighted ? style.highlighted : style.normal }
}
