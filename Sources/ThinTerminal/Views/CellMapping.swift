/// Maps a view's own cell coordinates to window cells: `window = local × scale + offset` on each
/// axis, the composition of every frame origin and transform from the window down.
struct CellMapping: Hashable, Sendable {
  var scale: Double = 1
  var offsetX: Double = 0
  var offsetY: Double = 0

  static let identity = CellMapping()

  /// The mapping of a subview with `frame` (in this mapping's coordinates) and `transform`; a
  /// NaN component of the transform counts as the identity's.
  func child(frame: Rect, transform: Transform) -> CellMapping {
    let factor = transform.scale.isNaN ? 1 : transform.scale
    let translationX = transform.translationX.isNaN ? 0 : transform.translationX
    let translationY = transform.translationY.isNaN ? 0 : transform.translationY
    let centerX = Double(frame.width) / 2
    let centerY = Double(frame.height) / 2
    let parentX = Double(frame.minX) + centerX * (1 - factor) + translationX
    let parentY = Double(frame.minY) + centerY * (1 - factor) + translationY
    return CellMapping(
      scale: scale * factor, offsetX: scale * parentX + offsetX, offsetY: scale * parentY + offsetY)
  }

  /// The window cell of a local cell.
  func point(_ point: Point) -> Point {
    Point(
      x: Self.cell(Double(point.x) * scale + offsetX),
      y: Self.cell(Double(point.y) * scale + offsetY))
  }

  /// The local cell under a window cell (the inverse of ``point(_:)`` at scale 1).
  func inverse(_ point: Point) -> Point {
    guard scale > 0 else { return Point(x: Int.min / 2, y: Int.min / 2) }
    return Point(
      x: Self.cell((Double(point.x) + 0.5 - offsetX) / scale, rounding: .down),
      y: Self.cell((Double(point.y) + 0.5 - offsetY) / scale, rounding: .down))
  }

  /// The window cells covered by a local rectangle: its size scaled and rounded, centred on
  /// where its centre maps, so that scaling grows a view evenly on both sides.
  func rect(_ rect: Rect) -> Rect {
    let width = max(0, Self.cell(Double(rect.width) * scale))
    let height = max(0, Self.cell(Double(rect.height) * scale))
    let centerX = (Double(rect.minX) + Double(rect.width) / 2) * scale + offsetX
    let centerY = (Double(rect.minY) + Double(rect.height) / 2) * scale + offsetY
    return Rect(
      x: Self.cell(centerX - Double(width) / 2), y: Self.cell(centerY - Double(height) / 2),
      width: width, height: height)
  }

  /// `value` rounded to a whole cell, NaN as 0 and clamped to ±`Int32.max`: a transform that
  /// no grid can show (NaN, infinite, astronomically large) leaves a view in place or moves it
  /// off screen instead of trapping in `Int(_:)`, and the frame arithmetic after it cannot
  /// overflow.
  private static func cell(
    _ value: Double, rounding rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero
  ) -> Int {
    guard !value.isNaN else { return 0 }
    let limit = Double(Int32.max)
    return Int(min(max(value.rounded(rule), -limit), limit))
  }
}
