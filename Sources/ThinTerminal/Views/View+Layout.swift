extension View {
  /// Marks the view for ``layoutSubviews()`` before the next frame, as UIKit does.
  public func setNeedsLayout() {
    needsLayout = true
    setNeedsDisplay()
  }

  /// Lays out this view if marked, then its subviews, top down. The run loop calls it on the
  /// window before each frame; call it yourself to read frames right after a change.
  public func layoutIfNeeded() {
    if needsLayout {
      needsLayout = false
      owningViewController?.viewWillLayoutSubviews()
      layoutSubviews()
      owningViewController?.viewDidLayoutSubviews()
    }
    for subview in subviews { subview.layoutIfNeeded() }
  }

  /// Resizes the view to ``sizeThatFits(_:)`` with no limit.
  public func sizeToFit() {
    frame.size = sizeThatFits(.unbounded)
  }
}

extension Size {
  /// A size with no practical limit, to ask a view for its natural size.
  public static let unbounded = Size(width: Int(Int32.max), height: Int(Int32.max))
}
