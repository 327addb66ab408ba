/// Where lines of text sit across their view, as `NSTextAlignment`.
public enum TextAlignment: Hashable, Sendable {
  case left
  case center
  case right
}
