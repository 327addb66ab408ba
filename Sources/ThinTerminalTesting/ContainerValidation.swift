/// Whether a ``SceneTest`` validates the container it builds, as `AppRunner` does before it
/// starts an app.
public enum ContainerValidation: Sendable {
  /// The default: the test starts only if `validate()` finds no problem — every registration
  /// resolves and every route opens its screen — and fails at once with the report if it does.
  case on
  /// No validation: for a test that leaves an installer out on purpose, to show what a route
  /// that cannot open its screen does. Such a route then shows its error's alert, and a test
  /// failure that lists the alert says why it showed.
  case off
}
