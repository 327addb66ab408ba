import ThinKit

/// What the list says of its file on the notice lines, never in an alert (which would take the
/// keys the user types for something else): rows that could not be read and a damaged file,
/// once a run; a failed read, until the summary (or, when reading rows failed, rows) is read.
extension TodoListPresenter {
  /// Says once per run, on the notice lines (an alert would take keys), that rows could not be
  /// read or the file is damaged: on the next cycle, as rows are met while the screen draws.
  func reportUnreadableRows(damaged: Bool) {
    let notice: TodoListNotice = damaged ? .damagedFile : .unreadableTasks
    guard reportedNotices.insert(notice).inserted else { return }
    if damaged { store.database.damage.note() }
    cycle.schedule { [weak self] in self?.writeNotices?.note(notice) }
  }

  /// Says on the notice lines (an alert would take keys) that reading failed, until the
  /// summary is read again (``TodoWatch`` tries again) or, for a failed read of rows (the
  /// pager had made `readCount` reads), until a later read of rows succeeds: a row that fails
  /// each time it is drawn is said once. A damaged file is said as such, for the session.
  func readFailed(_ error: TodoStoreError, readingRowsAt readCount: Int? = nil) {
    defer { endWaitsForSummary() }
    guard error != .closed else { return }  // The app is quitting: nothing to tell.
    guard !store.database.damage.isNoted else { return reportUnreadableRows(damaged: true) }
    let notice = TodoListNotice.readFailure(error)
    guard notice != readFailure else { return }
    let replaced = readFailure
    readFailure = notice
    rowReadFailureMark = readCount
    cycle.schedule { [weak self] in
      guard let self, readFailure == notice else { return }
      if let replaced { writeNotices?.withdraw(replaced) }
      writeNotices?.note(notice)
    }
  }

  /// Withdraws the failed read the notice lines say: the summary was read.
  func readSucceeded() {
    guard let readFailure else { return }
    self.readFailure = nil
    rowReadFailureMark = nil
    writeNotices?.withdraw(readFailure)
  }

  /// Withdraws a failed read of rows once the pager's `readCount` shows a read since it.
  func rowsRead(_ readCount: Int) {
    guard let mark = rowReadFailureMark, readCount > mark else { return }
    readSucceeded()
  }
}
