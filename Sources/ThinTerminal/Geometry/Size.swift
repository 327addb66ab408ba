/// A width and height in cells (`CGSize`).
public struct Size: Hashable, Sendable {
  public var width: Int
  public var height: Int

  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  public static let zero = Size(width: 0, height: 0)

  /// Whether the size covers no cell.
  public var isEmpty: Bool { width <= 0 || height <= 0 }
}
