/// Whether a ``SceneTest`` fails on outputs left unasserted.
public enum Exhaustivity: Sendable, Equatable {
  /// Every output must be asserted, in order.
  case on
  /// Only the outputs a test names are checked, in order; the others are skipped.
  case off
}
