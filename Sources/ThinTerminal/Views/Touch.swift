/// The pointer in one mouse event, as `UITouch`: where it is and what it is doing.
///
/// A terminal has one pointer, so a responder gets one touch rather than a set.
public struct Touch: Hashable, Sendable {
  /// What the pointer is doing.
  public enum Phase: Hashable, Sendable {
    case began
    case moved
    case ended
    case scrolled
  }

  /// The cell under the pointer, in window coordinates.
  public var locationInWindow: Point
  public var phase: Phase
  public var modifiers: KeyModifiers

  public init(locationInWindow: Point, phase: Phase, modifiers: KeyModifiers = []) {
    self.locationInWindow = locationInWindow
    self.phase = phase
    self.modifiers = modifiers
  }

  /// The touch of a mouse event: a press begins it, a drag moves it, a release ends it and a
  /// wheel turn scrolls.
  init(_ event: MouseEvent) {
    let phase: Phase =
      switch event.kind {
      case .press: .began
      case .drag: .moved
      case .release: .ended
      case .scrollUp, .scrollDown: .scrolled
      }
    self.init(locationInWindow: event.position, phase: phase, modifiers: event.modifiers)
  }

  /// The cell under the pointer in `view`'s coordinates (window coordinates when nil).
  @MainActor
  public func location(in view: View?) -> Point {
    guard let view else { return locationInWindow }
    return view.convert(locationInWindow, from: nil)
  }
}
