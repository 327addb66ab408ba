import Synchronization
import ThinKit

extension ViewController {
  /// Asks a yes-or-no question in an alert, as an async view operation: true when the user
  /// chose `confirmTitle`, false for the cancel button (or Esc). False at once when the alert
  /// cannot be shown (this controller is not on screen, or already presents something) or
  /// goes away unanswered, so a caller never waits for ever.
  ///
  /// While the alert waits for an answer, the asking task counts as idle in its
  /// `WorkTracker`: a test sees the screen done, showing the question.
  ///
  /// A destructive question draws its confirm button in the destructive color and gives the
  /// cancel button focus first, so that Enter alone never destroys anything.
  public func confirm(
    title: String, message: String? = nil, cancelTitle: String = "Cancel",
    confirmTitle: String, isDestructive: Bool = true
  ) async -> Bool {
    await withTrackedContinuation { continuation in
      let answer = ConfirmationAnswer(continuation)
      let alert = AlertController(title: title, message: message)
      let cancel = AlertAction(title: cancelTitle, style: .cancel) { _ in answer.give(false) }
      alert.addAction(cancel)
      alert.addAction(
        AlertAction(title: confirmTitle, style: isDestructive ? .destructive : .default) { _ in
          answer.give(true)
        })
      if isDestructive { alert.preferredAction = cancel }
      present(alert, animated: true)
      if alert.presentingViewController == nil { answer.give(false) }
    }
  }
}

/// Resumes a question's continuation exactly once: with the first answer given, or with
/// false when the alert holding it is released unanswered.
private final class ConfirmationAnswer: Sendable {
  private let continuation: Mutex<TrackedContinuation<Bool>?>

  init(_ continuation: TrackedContinuation<Bool>) {
    self.continuation = Mutex(continuation)
  }

  func give(_ value: Bool) {
    let continuation = continuation.withLock { continuation in
      defer { continuation = nil }
      return continuation
    }
    continuation?.resume(returning: value)
  }

  deinit {
    give(false)
  }
}
