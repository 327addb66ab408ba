import Testing
import ThinTerminal
import ThinTerminalTesting

/// How a person goes back from a pushed screen: Esc, which leaves the field focused until the
/// screen goes, or a click on the bar's ‹ Back, which takes focus off the field first (and an
/// alert it raises gives it back as it closes).
enum BackGesture: CaseIterable, CustomStringConvertible {
  case escape, backButton

  var description: String { self == .escape ? "Esc" : "‹ Back" }

  /// Goes back from a screen whose `field` has focus, waits for what the gesture itself shows,
  /// and returns what has focus then.
  @MainActor
  func press<S>(in test: SceneTest<S>, from field: String) async -> String? {
    switch self {
    case .escape:
      test.key(.escape)
      return field
    case .backButton:
      #expect(test.lines[0].hasPrefix(" ‹ Back"))
      test.click(at: Point(x: 3, y: 0))
      await test.receive(.focus(nil), .highlight("Back"))
      return nil
    }
  }
}

extension SceneOutput {
  /// Focus leaving `focused` for something that takes none (an alert coming in, a screen
  /// going): nothing when nothing had focus.
  static func leaving(_ focused: String?) -> [SceneOutput] {
    focused == nil ? [] : [.focus(nil)]
  }

  /// "Discard changes?" saying `message`, Keep editing before Discard.
  static func discardChanges(_ message: String) -> SceneOutput {
    .alert(title: "Discard changes?", message: message, actions: ["Keep editing", "Discard"])
  }
}
