/// A property of a view that an animation can change over time.
///
/// A host maps each to what it draws: a UIKit host to `backgroundColor`,
/// `transform.translation` and `transform.scale`; a text-grid host rounds translation to whole
/// characters and draws scaled content larger.
public enum AnimatedProperty: String, Hashable, Sendable, CaseIterable {
  case backgroundColor
  case translationX
  case translationY
  case scale
}
