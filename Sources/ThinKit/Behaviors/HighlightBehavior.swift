/// Animates a control's background between its normal and highlighted colors when it gains or
/// loses focus, or is pressed and released.
///
/// Each change starts from what is on screen (begin from current state), so releasing a button
/// half-way through its highlight turns back smoothly instead of jumping.
///
/// As every behavior, it attaches when it is made, holds its control weakly, and is kept by
/// whoever made it (a root view's `let`; a host's control keeps its own), never by the
/// control's actions. A control has one highlight at a time: attaching tells the control
/// (``Highlightable/didAttachHighlightBehavior(_:)``), so that a host can ``detach()`` the one
/// it replaces and keep the new one.
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

  /// Attaches a highlight to `view`: its background is set to the normal color at once, then
  /// follows `trigger`'s events.
  public init(view: some Highlightable, style: HighlightStyle, trigger: HighlightTrigger) {
    self.view = view
    self.style = style
    self.trigger = trigger
    view.animate(
      .backgroundColor, to: .color(style.normal), duration: .zero, timingCurve: .linear)
    view.addAction(for: trigger.on) { [weak self] in self?.setHighlighted(true) }
    view.addAction(for: trigger.off) { [weak self] in self?.setHighlighted(false) }
    view.didAttachHighlightBehavior(self)
  }

  /// Whether the behavior still drives its control: false after ``detach()`` or once the
  /// control is gone.
  public var isAttached: Bool { view != nil }

  /// Stops driving the control: later events change nothing and the background stays as it
  /// is.
  public func detach() {
    view = nil
  }

  /// Animates to the highlighted or the normal background; does nothing when already there,
  /// so a repeated event does not restart the animation.
  public func setHighlighted(_ highlighted: Bool) {
    guard highlighted != isHighlighted, let view else { return }
    // A real press or focus change takes over from a flash still playing.
    view.removeAnimation(forKey: HighlightBehavior.flashKey)
    isHighlighted = highlighted
    view.animate(
      .backgroundColor, to: .color(currentColor), duration: style.duration,
      timingCurve: style.timingCurve)
  }

  /// Shows the highlighted background for `hold`, then animates back over the style's
  /// duration, as one animation: how a press that began and ended in one instant (a key, which
  /// has no key-up) is seen, while its action runs at once. Does nothing when highlighted.
  public func flash(holding hold: Duration) {
    guard !isHighlighted, let view else { return }
    let total = hold + style.duration
    let holdEnd = total > .zero ? hold / total : 0
    view.add(
      KeyframeAnimation(
        property: .backgroundColor,
        values: [.color(style.highlighted), .color(style.highlighted), .color(style.normal)],
        keyTimes: [0, holdEnd, 1], duration: total),
      forKey: HighlightBehavior.flashKey)
  }

  /// The key of the animation ``flash(holding:)`` plays.
  public static let flashKey = "highlight.flash"

  private var currentColor: Color { isHighlighted ? style.highlighted : style.normal }
}
