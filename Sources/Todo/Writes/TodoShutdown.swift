import Foundation

/// What quitting left unsaved or unclosed, in words for standard error: each change not saved
/// by name (with what the user typed, whole), and why the log stays beside the file. A runner
/// that gets it exits with an error.
public struct TodoShutdownError: Error, Sendable, CustomStringConvertible {
  /// The changes still not saved, oldest first.
  public let unsaved: [TodoUnsavedChange]
  /// Why the first of them waited, when the app quit.
  public let stall: TodoWriteStall?
  /// What closing the file could not do.
  public let closing: TodoStoreError?

  public var description: String {
    var lines = unsaved.enumerated().map { index, unsaved in
      if index == 0, case .unknown(let reason) = stall {
        return
          "Maybe not saved: \(unsaved.change) — \(reason); the next start shows whether it was."
      }
      return "Not saved: \(unsaved.change) — \(stall?.reason ?? "the app was quitting")."
    }
    if let closing { lines.append(closing.description) }
    return lines.joined(separator: "\n")
  }
}

extension TodoStore {
  /// Ends the list's work as the app quits: gives the queued writes at most `timeout` of
  /// `clock` (a lock held elsewhere, a file refusing writes), then closes the database. Throws
  /// what is left: the changes not saved, named, and a log that could not be copied into the
  /// file. A database never opened is not touched.
  @MainActor
  public func shutDown(within timeout: Duration, clock: any Clock<Duration>)
    async throws(TodoShutdownError)
  {
    let unsaved = await finishWrites(within: timeout, clock: clock)
    let stall = writeStatus.stall
    var closing: TodoStoreError?
    do {
      try database.close()
    } catch {
      closing = error
    }
    guard unsaved.isEmpty, closing == nil else {
      throw TodoShutdownError(unsaved: unsaved, stall: stall, closing: closing)
    }
  }
}
