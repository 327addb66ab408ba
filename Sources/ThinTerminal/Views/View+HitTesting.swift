extension View {
  /// Converts `point` from this view's coordinates to `view`'s (window coordinates when nil).
  public func convert(_ point: Point, to view: View?) -> Point {
    let inWindow = windowMapping.point(point)
    return view?.windowMapping.inverse(inWindow) ?? inWindow
  }

  /// Converts `point` from `view`'s coordinates (window coordinates when nil) to this view's.
  public func convert(_ point: Point, from view: View?) -> Point {
    let inWindow = view?.windowMapping.point(point) ?? point
    return windowMapping.inverse(inWindow)
  }

  /// Converts `rect` from this view's coordinates to `view`'s: its origin moves, its size is
  /// kept (scale transforms are not applied to sizes).
  public func convert(_ rect: Rect, to view: View?) -> Rect {
    Rect(origin: convert(rect.origin, to: view), size: rect.size)
  }

  /// Converts `rect` from `view`'s coordinates to this view's; its size is kept.
  public func convert(_ rect: Rect, from view: View?) -> Rect {
    Rect(origin: convert(rect.origin, from: view), size: rect.size)
  }

  /// The mapping from this view's cells to its window's (or its top ancestor's) cells, with
  /// model transforms: hit testing ignores animations in flight, as UIKit does.
  var windowMapping: CellMapping {
    guard let superview else { return .identity }
    return superview.windowMapping.child(frame: frame, transform: transform)
  }

  func defaultHitTest(_ point: Point) -> View? {
    guard !isHidden, isUserInteractionEnabled, self.point(inside: point) else { return nil }
    for subview in subviews.reversed() {
      let local = CellMapping.identity.child(frame: subview.frame, transform: subview.transform)
        .inverse(point)
      if let hit = subview.hitTest(local) { return hit }
    }
    return self
  }
}
