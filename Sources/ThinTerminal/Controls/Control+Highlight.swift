import ThinKit

extension Control {
  /// Keeps `behavior` as the control's one highlight and detaches the one it replaces. One an
  /// app attached retires the theme's for good.
  public func didAttachHighlightBehavior(_ behavior: HighlightBehavior) {
    guard behavior !== highlightBehavior else { return }
    highlightBehavior?.detach()
    highlightBehavior = behavior
    if !isAttachingThemeHighlight { usesThemeHighlight = false }
  }

  /// Brings the theme's highlight in line with ``defaultHighlightStyle``: attached, restyled
  /// or removed. Does nothing once an app attached its own.
  func updateThemeHighlight() {
    guard usesThemeHighlight else { return }
    guard let style = defaultHighlightStyle else {
      guard let behavior = highlightBehavior else { return }
      behavior.detach()
      highlightBehavior = nil
      View.performWithoutAnimation { backgroundColor = nil }
      return
    }
    if let behavior = highlightBehavior, behavior.trigger == defaultHighlightTrigger {
      behavior.style = style
      return
    }
    isAttachingThemeHighlight = true
    // The control keeps it: didAttachHighlightBehavior(_:) stores it.
    _ = HighlightBehavior(view: self, style: style, trigger: defaultHighlightTrigger)
    isAttachingThemeHighlight = false
  }
}
