import Synchronization
import ThinTerminal

extension ViewController {
  /// Asks a yes-or-no question in an alert, as an async view operation: true when the user
  /// chose `confirmTitle`, false for Cancel (or Esc), and false at once when the alert cannot
  /// be shown (this controller is not on screen) or goes away unanswered. Cancel has focus
  /// first, so that Enter alone never destroys anything.
  func confirm(title: String, message: String?, confirmTitle: String) async -> Bool {
    await withCheckedContinuation { continuation in
      let answer = Answer(continuation)
      let alert = AlertController(title: title, message: message)
      let cancel = AlertAction(title: "Cancel", style: .cancel) { _ in answer.give(false) }
      alert.addAction(cancel)
      alert.addAction(
        AlertAction(title: confirmTitle, style: .destructive) { _ in answer.give(true) })
      alert.preferredAction = cancel
      present(alert, animated: true)
      if alert.presentingViewController == nil { answer.give(false) }
    }
  }
}

/// Resumes a question's continuation exactly once: with the first answer given, or with
/// false when the alert holding it is released unanswered.
private final class Answer: Sendable {
  private let continuation: Mutex<CheckedContinuation<Bool, Never>?>

  init(_ continuation: CheckedContinuation<Bool, Never>) {
    self.continuation = Mutex(continuation)
  }

  func give(_ value: Bool) {
    continuation.withLock { continuation in
      continuation?.resume(returning: value)
      continuation = nil
    }
  }

  deinit {
    give(false)
  }
}
