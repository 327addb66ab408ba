/// What happens to text longer than its view, as `NSLineBreakMode`.
public enum LineBreakMode: Hashable, Sendable {
  /// Wrap at word boundaries (long words are broken); the last allowed line is cut.
  case byWordWrapping
  /// Wrap at any character.
  case byCharWrapping
  /// Cut at the edge.
  case byClipping
  /// Wrap at words; end the last allowed line with "…" when text remains.
  case byTruncatingTail
}
