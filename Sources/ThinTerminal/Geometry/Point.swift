/// A position in cells: x counts columns from the left, y rows from the top (`CGPoint`).
public struct Point: Hashable, Sendable {
  public var x: Int
  public var y: Int

  public init(x: Int, y: Int) {
    self.x = x
    self.y = y
  }

  public static let zero = Point(x: 0, y: 0)

  /// The point moved by `dx` columns and `dy` rows.
  public func offsetBy(dx: Int, dy: Int) -> Point {
    Point(x: x + dx, y: y + dy)
  }
}
