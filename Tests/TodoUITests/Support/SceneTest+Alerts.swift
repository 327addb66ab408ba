import ThinTerminal
import ThinTerminalTesting

extension SceneTest {
  /// An alert showing: the `before` outputs, then `alert` taking the keys, its first button
  /// `focusing` focused as it starts to slide in; then the slide ends.
  func receiveAlert(
    _ before: SceneOutput..., alert: SceneOutput, focusing first: String
  ) async {
    await receive(before + [alert, .focus(first)])
    await advance(by: .milliseconds(400))
  }

  /// Ctrl-C: the quit request (the demo's `q` makes the same).
  func pressCtrlC() {
    key(.character("c"), .control)
  }

  /// Ctrl-C answered with Discard: `alert` asks, Discard is chosen, the alert goes and focus
  /// is back on `field` for the scenes to stop; then the writes the quit queued settle.
  func quitDiscarding(alert: SceneOutput, refocusing field: String) async throws {
    pressCtrlC()
    await receiveAlert(alert: alert, focusing: "Keep editing")
    key(.right)
    key(.enter)
    await advance(by: .milliseconds(400))
    await receive(.focus("Discard"), .dismiss(.alert), .focus(field))
    try await settleWrites()
  }
}

extension SceneOutput {
  /// "Discard changes?" saying `message`, as an editor asks it when a field cannot be saved.
  static func discardChanges(_ message: String) -> SceneOutput {
    .alert(title: "Discard changes?", message: message, actions: ["Keep editing", "Discard"])
  }
}
