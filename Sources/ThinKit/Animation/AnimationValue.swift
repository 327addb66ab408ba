/// A value an animated property takes: a number (offsets, scale) or a color.
public enum AnimationValue: Hashable, Sendable {
  case number(Double)
  case color(Color)

  /// The value a fraction of the way to `other`.
  ///
  /// Mixed kinds cannot be interpolated; the value jumps to `other` halfway, which is what a
  /// discrete property does in Core Animation.
  public func interpolated(to other: AnimationValue, fraction: Double) -> AnimationValue {
    switch (self, other) {
    case (.number(let from), .number(let to)):
      return .number(from + (to - from) * fraction)
    case (.color(let from), .color(let to)):
      return .color(from.interpolated(to: to, fraction: fraction))
    default:
      return fraction < 0.5 ? self : other
    }
  }

  /// This value added to `base`, for additive animations: numbers add; a color replaces.
  public func added(to base: AnimationValue) -> AnimationValue {
    switch (self, base) {
    case (.number(let offset), .number(let value)): return .number(value + offset)
    default: return self
    }
  }

  /// The number, or nil for a color.
  public var number: Double? {
    if case .number(let value) = self { return value }
    return nil
  }

  /// The color, or nil for a number.
  public var color: Color? {
    if case .color(let value) = self { return value }
    return nil
  }
}
