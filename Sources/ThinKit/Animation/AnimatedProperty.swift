/// A property of a view that an animation can change over time.
///
/// The terminal host draws translation in cells (rounded) and scale by drawing content larger;
/// a UIKit host would map these to `backgroundColor`, `transform.translation` and
/// `transform.scale`.
public enum AnimatedProperty: String, Hashable, Sendable, CaseIterable {
  case backgroundColor
  case translationX
  case translationY
  case scale
}
