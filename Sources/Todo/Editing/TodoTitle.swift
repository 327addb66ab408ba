/// What makes a title: something a person can see. A title of nothing but spaces, line breaks,
/// control characters or invisible ones (zero-width spaces and joiners, direction marks, the byte
/// order mark) is blank: the editors refuse it under the field, the store refuses it, and the
/// list shows one another program stored as "(no title)" rather than as an empty row.
public enum TodoTitle {
  /// Whether `title` shows nothing.
  public static func isBlank(_ title: String) -> Bool {
    title.unicodeScalars.allSatisfy { scalar in
      scalar.properties.isWhitespace || scalar.properties.isDefaultIgnorableCodePoint
        || scalar.properties.generalCategory == .control
    }
  }
}
