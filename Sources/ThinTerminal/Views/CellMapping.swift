/// Maps a view's own cell coordinates to window cells: `window = local × scale + offset` on each
/// axis, the composition of every frame origin and transform from the window down.
struct CellMapping: Hashable, Sendable {
  var scale: Double = 1
  var offsetX: Double = 0
  var offsetY: Double = 0

  static let identity = CellMapping()

  /// The mapping of a subview with `frame` (in this mapping's coordinates) and `transform`.
  func child(frame: Rect, transform: Transform) -> CellMapping {
    let factor = transform.scale
    let centerX = Double(frame.width) / 2
    let centerY = Double(frame.height) / 2
    let parentX = Double(frame.minX) + centerX * (1 - factor) + transform.translationX
    let parentY = Double(frame.minY) + centerY * (1 - factor) + transform.translationY
    return CellMapping(
      scale: scale * factor, offsetX: scale * parentX + offsetX, offsetY: scale * parentY + offsetY)
  }

  /// The window cell of a local cell.
  func point(_ point: Point) -> Point {
    Point(
      x: Int((Double(point.x) * scale + offsetX).rounded()),
      y: Int((Double(point.y) * scale + offsetY).rounded()))
  }

  /// The local cell under a window cell (the inverse of ``point(_:)`` at scale 1).
  func inverse(_ point: Point) -> Point {
    guard scale > 0 else { return Point(x: Int.min / 2, y: Int.min / 2) }
    return Point(
      x: Int(((Double(point.x) + 0.5 - offsetX) / scale).rounded(.down)),
      y: Int(((Double(point.y) + 0.5 - offsetY) / scale).rounded(.down)))
  }

  /// The window cells covered by a local rectangle: its size scaled and rounded, centred on
  /// where its centre maps, so that scaling grows a view evenly on both sides.
  func rect(_ rect: Rect) -> Rect {
    let width = max(0, Int((Double(rect.width) * scale).rounded()))
    let height = max(0, Int((Double(rect.height) * scale).rounded()))
    let centerX = (Double(rect.minX) + Double(rect.width) / 2) * scale + offsetX
    let centerY = (Double(rect.minY) + Double(rect.height) / 2) * scale + offsetY
    return Rect(
      x: Int((centerX - Double(width) / 2).rounded()),
      y: Int((centerY - Double(height) / 2).rounded()),
      width: width, height: height)
  }
}
