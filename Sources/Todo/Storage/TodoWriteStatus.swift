import Observation

/// What the screens show of the writes running in the background: whether one waits for a
/// file another app keeps locked, and the last write that failed.
@MainActor
@Observable
public final class TodoWriteStatus {
  /// Whether a write is waiting for the write lock another process or connection holds (it
  /// is being tried again).
  public private(set) var isWaitingForLock = false
  /// The last write that failed, numbered so that each is reported once.
  public private(set) var lastFailure: TodoWriteFailure?

  nonisolated init() {}

  /// What the screens say while a write waits for the lock.
  public static let busyMessage = "The list is busy in another app — retrying…"

  /// ``busyMessage`` while a write waits for the lock; nil otherwise.
  public var notice: String? { isWaitingForLock ? Self.busyMessage : nil }

  func setWaitingForLock(_ isWaiting: Bool) {
    isWaitingForLock = isWaiting
  }

  func report(_ error: any Error) {
    lastFailure = TodoWriteFailure(number: (lastFailure?.number ?? 0) + 1, error: error)
  }
}

/// A write that failed in the background, numbered in the order they failed.
public struct TodoWriteFailure: Sendable {
  /// 1 for the first failure of the run, then counting up.
  public let number: Int
  public let error: any Error
}
