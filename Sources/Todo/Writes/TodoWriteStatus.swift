import Foundation
import Observation

/// What the screens show of the writes running in the background: the changes not saved yet,
/// why the first of them waits, and what the user must be told, each change by name.
///
/// Every change asked for is in ``unsaved`` until it commits or is given up. While the file
/// refuses writes (``stall``), each change waiting is reported once, by name, in ``reports``;
/// so is each change given up. Nothing is dropped: a screen that was not there to show a report
/// finds it in ``reports``, and quitting names what is still ``unsaved``.
@MainActor
@Observable
public final class TodoWriteStatus {
  /// The changes asked for and not saved yet, oldest first; the first is being written.
  public private(set) var unsaved: [TodoUnsavedChange] = []
  /// Why the first unsaved change waits; nil while writes go through.
  public private(set) var stall: TodoWriteStall?
  /// What the user is to be told, oldest first, numbered from 1 (the last
  /// ``reportsKept`` of them).
  public private(set) var reports: [TodoWriteReport] = []
  /// How many changes reported as waiting were saved since: the screens say so, so that a
  /// "not saved yet" never outlives the change it names.
  public private(set) var savedAfterWaiting = 0
  /// The number of the last report made.
  @ObservationIgnored private var lastReport = 0
  /// The number of the last change reported as waiting, so that each is said once.
  @ObservationIgnored private var lastKeptChange = 0

  /// How many reports are kept; a screen reads them as they come.
  static let reportsKept = 1_000

  nonisolated init() {}

  /// What the screens say while a write waits for the lock.
  public static let busyMessage = "The list is busy in another app — retrying…"

  /// The tasks with a change waiting while the file refuses writes (not while it is only
  /// busy): their rows show what is stored, which is not what the user asked for yet.
  public var unsavedTasks: Set<UUID> {
    guard let stall, stall != .busy else { return [] }
    return Set(unsaved.compactMap(\.taskID))
  }

  /// Whether a write is waiting for the write lock another process or connection holds.
  public var isWaitingForLock: Bool { stall == .busy }

  /// The notice line's words while changes wait; nil while writes go through.
  public var notice: String? {
    switch stall {
    case nil: nil
    case .busy: Self.busyMessage
    case .failing(let reason):
      "\(unsaved.count) change\(unsaved.count == 1 ? "" : "s") not saved yet — \(reason); "
        + "trying again…"
    case .unknown(let reason):
      "Maybe not saved — \(reason); trying again…"
    }
  }

  func asked(_ change: TodoUnsavedChange) {
    unsaved.append(change)
    if let stall, stall != .busy { reportWaiting(because: stall) }
  }

  func stalled(_ trouble: TodoWriteStall) {
    guard stall != trouble else { return }
    stall = trouble
    if trouble != .busy { reportWaiting(because: trouble) }
  }

  func saved(_ number: Int) {
    unsaved.removeAll { $0.number == number }
    if number <= lastKeptChange { savedAfterWaiting += 1 }
    stall = nil
  }

  func gaveUp(_ number: Int, reason: String, error: any Error) {
    guard let index = unsaved.firstIndex(where: { $0.number == number }) else { return }
    let change = unsaved.remove(at: index)
    stall = nil
    report(change.change, .notSaved(reason: reason, error: error))
  }

  /// Reports each unsaved change not reported yet as waiting: the first as unknown when its
  /// commit was not confirmed.
  private func reportWaiting(because stall: TodoWriteStall) {
    for change in unsaved where change.number > lastKeptChange {
      lastKeptChange = change.number
      if case .unknown(let reason) = stall, change.number == unsaved.first?.number {
        report(change.change, .unknown(reason: reason))
      } else {
        report(change.change, .kept(reason: stall.reason))
      }
    }
  }

  private func report(_ change: TodoUserChange, _ outcome: TodoWriteReport.Outcome) {
    lastReport += 1
    reports.append(TodoWriteReport(number: lastReport, change: change, outcome: outcome))
    if reports.count > Self.reportsKept { reports.removeFirst(reports.count - Self.reportsKept) }
  }
}

/// A change asked for and not saved yet, numbered in the order asked.
public struct TodoUnsavedChange: Hashable, Sendable {
  public let number: Int
  public let change: TodoUserChange
  /// The task it changes (or adds).
  public var taskID: UUID?
}

/// Why the first unsaved change waits.
public enum TodoWriteStall: Hashable, Sendable {
  /// Another program or connection holds the file's write lock.
  case busy
  /// The file refuses writes for now (`reason`: "the disk is full").
  case failing(reason: String)
  /// The last try's commit was not confirmed: it may or may not be in the file.
  case unknown(reason: String)

  /// Whether the last try's outcome is not known.
  var isUnknown: Bool {
    if case .unknown = self { true } else { false }
  }

  /// The stall in words.
  public var reason: String {
    switch self {
    case .busy: "the list is busy in another app"
    case .failing(let reason), .unknown(let reason): reason
    }
  }
}

/// A change the user is to be told about: waiting (kept and tried again), of unknown outcome,
/// or given up.
public struct TodoWriteReport: Sendable {
  /// What happened to the change.
  public enum Outcome: Sendable {
    /// Not saved yet: kept, in order, and tried again until it is.
    case kept(reason: String)
    /// Its commit was not confirmed: it may be in the file; it is tried again.
    case unknown(reason: String)
    /// Given up: trying again cannot save it (`error` says why in full).
    case notSaved(reason: String, error: any Error)
  }

  /// 1 for the first report of the run, then counting up.
  public let number: Int
  public let change: TodoUserChange
  public let outcome: Outcome
}
