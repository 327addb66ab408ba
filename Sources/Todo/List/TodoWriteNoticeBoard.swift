import Foundation
import ThinKit

/// Follows the writes' status for the list's notice lines (``TodoWriteNotice``), after what the
/// list found of the file (``note(_:)``): what waits, by name, while it waits; each change given
/// up, until the user dismisses it; and "Saved" for
/// ``savedShownFor`` once changes that waited are saved, so that a "not saved yet" never stays
/// after the change was saved.
///
/// Every change not saved is reported once in the status; a report that comes while another
/// screen is on top is kept here and shows when the list is back. The rows of tasks whose
/// changes wait say "not saved" (``unsavedTasks``).
@MainActor
final class TodoWriteNoticeBoard {
  /// How long "Saved: …" stays on the notice line.
  static let savedShownFor = Duration.seconds(5)
  /// The most changes given up kept to name; the count goes on past it.
  static let givenUpKept = 100

  private let status: TodoWriteStatus
  private let clock: any Clock<Duration>
  private let show: @MainActor (TodoWriteNotice?) -> Void
  private let marksChanged: @MainActor () -> Void
  /// The tasks whose rows say "not saved" (see ``TodoWriteStatus/unsavedTasks``).
  private(set) var unsavedTasks: Set<UUID> = []
  private var binding: ObservationBinding?
  /// The number of the last report taken (see `TodoWriteStatus`).
  private var lastReport = 0
  /// What the list found of the file, in the order found, until dismissed (the dismissible).
  private var fileNotices: [TodoListNotice] = []
  private var givenUp: [TodoWriteReport] = []
  private var givenUpTotal = 0
  /// The status's count of changes saved after waiting, as last seen.
  private var savedSeen = 0
  /// Changes that waited and were saved since "Saved" last went.
  private var savedShown = 0
  private var savedExpiry: Task<Void, Never>?
  /// The work tracker of the screen's host, where the board began: the status changes it
  /// follows come in from elsewhere.
  private let tracker = WorkTracker.current

  /// Follows `status` on `cycle` and hands each notice to `show` (nil: nothing to say), and
  /// calls `marksChanged` when ``unsavedTasks`` did; "Saved" goes after ``savedShownFor`` by
  /// `clock`.
  init(
    status: TodoWriteStatus, cycle: UpdateCycle, clock: any Clock<Duration>,
    show: @escaping @MainActor (TodoWriteNotice?) -> Void,
    marksChanged: @escaping @MainActor () -> Void
  ) {
    self.status = status
    self.clock = clock
    self.show = show
    self.marksChanged = marksChanged
    savedSeen = status.savedAfterWaiting
    binding = ObservationBinding.bind(status, to: self, cycle: cycle) { board, _ in
      board.update()
    }
  }

  isolated deinit {
    savedExpiry?.cancel()
  }

  /// Stops following the status.
  func cancel() {
    binding?.cancel()
    binding = nil
    savedExpiry?.cancel()
    savedExpiry = nil
  }

  /// Says `notice` on the notice lines (once), until dismissed if it may be.
  func note(_ notice: TodoListNotice) {
    guard !fileNotices.contains(notice) else { return }
    fileNotices.append(notice)
    render()
  }

  /// Stops saying `notice`: what it said no longer holds.
  func withdraw(_ notice: TodoListNotice) {
    guard let index = fileNotices.firstIndex(of: notice) else { return }
    fileNotices.remove(at: index)
    render()
  }

  /// Forgets the changes given up and the file notices that may be dismissed (the user read
  /// them).
  func dismiss() {
    guard !givenUp.isEmpty || fileNotices.contains(where: \.isDismissible) else { return }
    fileNotices.removeAll(where: \.isDismissible)
    givenUp = []
    givenUpTotal = 0
    render()
  }

  private func update() {
    let new = status.reports.filter { $0.number > lastReport }
    if let last = new.last { lastReport = last.number }
    let gaveUp = new.filter(\.outcome.isGivenUp)
    givenUp.append(contentsOf: gaveUp)
    givenUpTotal += gaveUp.count
    if givenUp.count > Self.givenUpKept { givenUp.removeFirst(givenUp.count - Self.givenUpKept) }
    if status.savedAfterWaiting > savedSeen {
      savedShown += status.savedAfterWaiting - savedSeen
      savedSeen = status.savedAfterWaiting
      savedExpiry?.cancel()
      savedExpiry = nil
    }
    // "Saved" shows once nothing waits, and its time counts from then.
    if savedShown > 0, status.stall == nil, savedExpiry == nil { expireSaved() }
    render()
    if status.unsavedTasks != unsavedTasks {
      unsavedTasks = status.unsavedTasks
      marksChanged()
    }
  }

  /// Takes "Saved" away after ``savedShownFor``.
  private func expireSaved() {
    savedExpiry = Task.tracked("the saved notice", in: tracker) { [weak self, clock] in
      do { try await clock.sleep(for: Self.savedShownFor) } catch { return }
      guard let self else { return }
      savedShown = 0
      savedExpiry = nil
      render()
    }
  }

  private func render() {
    show(
      TodoWriteNotice(
        status: status, fileNotices: fileNotices, givenUp: givenUp, givenUpTotal: givenUpTotal,
        saved: savedShown))
  }
}
