import Observation
import ThinTerminal

/// What the terminal has reported: its size, its color mode and the latest events as the
/// input parser decoded them, newest first. The inspector screen shows it.
@Observable
@MainActor
final class TerminalActivity {
  /// How many events are kept.
  static let historyLength = 10

  private(set) var size: Size
  let colorMode: ColorMode
  /// The last ``historyLength`` events, newest first: "key Ctrl-Left", "resize 100x30"…
  private(set) var recentEvents: [String] = []

  init(size: Size, colorMode: ColorMode) {
    self.size = size
    self.colorMode = colorMode
  }

  /// Records `event`; a resize also changes ``size``.
  func record(_ event: TerminalEvent) {
    let description: String
    switch event {
    case .input(let input):
      description = input.description
    case .inputs(let inputs):
      for input in inputs { record(.input(input)) }
      return
    case .resize(let newSize):
      size = newSize
      description = "resize \(newSize.width)x\(newSize.height)"
    case .terminate:
      description = "terminate"
    }
    recentEvents.insert(description, at: 0)
    recentEvents.removeLast(max(0, recentEvents.count - Self.historyLength))
  }
}
