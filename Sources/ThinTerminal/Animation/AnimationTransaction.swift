import ThinKit

/// One ``View/animate(withDuration:delay:options:animations:completion:)`` call: its timing,
/// the animations it started, and its completion, called once all of them have ended.
@MainActor
final class AnimationTransaction {
  /// The transaction whose `animations` block is running: property setters animate with it.
  static var current: AnimationTransaction?
  /// False inside `performWithoutAnimation`: every change, implicit ones too, happens at once.
  static var areAnimationsEnabled = true

  let duration: Duration
  let delay: Duration
  let timingCurve: TimingCurve
  private var completion: (@MainActor (Bool) -> Void)?
  private var pending = 0
  private var allFinished = true
  private var isClosed = false

  init(
    duration: Duration, delay: Duration, timingCurve: TimingCurve,
    completion: (@MainActor (Bool) -> Void)?
  ) {
    self.duration = duration
    self.delay = delay
    self.timingCurve = timingCurve
    self.completion = completion
  }

  /// Records an animation started on `view` under this transaction.
  func track(_ id: AnimationID, on view: View) {
    pending += 1
    view.animationCompletions[id] = self
  }

  /// One of the transaction's animations ended; `finished` is false when it was replaced.
  func animationDidEnd(finished: Bool) {
    pending -= 1
    allFinished = allFinished && finished
    completeIfDone()
  }

  /// The `animations` block has returned: no more animations will join.
  func close() {
    isClosed = true
    completeIfDone()
  }

  private func completeIfDone() {
    guard isClosed, pending == 0, let completion else { return }
    self.completion = nil
    completion(allFinished)
  }
}
