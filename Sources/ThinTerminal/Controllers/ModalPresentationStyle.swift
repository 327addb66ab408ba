/// How a presented controller covers the screen, as `UIModalPresentationStyle`.
public enum ModalPresentationStyle: Hashable, Sendable {
  /// A bordered sheet centred over a dimmed backdrop; the screen behind stays visible and gets
  /// no disappear calls (as UIKit's sheets).
  case formSheet
  /// The whole window; the screen behind disappears.
  case fullScreen
}
