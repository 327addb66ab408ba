import ThinKit

/// The list's rows come from pages read off the main actor (``TodoPageReader``): a row asked
/// while the list draws is answered at once, and the list draws again when its page comes.
extension TodoListPresenter {
  /// Pages are read off the main actor, in the tracker of the host that started the list: rows
  /// are asked while it draws, where no event's tracker may be current.
  func connectReader() {
    reader.tracker = WorkTracker.current
    reader.onRowsRead = { [weak self] changed in
      guard let self else { return }
      rowsRead(pager.readCount)
      if changed { view?.reloadData() }
    }
    reader.onFailure = { [weak self] error in
      guard let self else { return }
      readFailed(error, readingRowsAt: pager.readCount)
    }
  }

  /// Waits until the first summary is read (or its read failed) and no read of rows (or of
  /// where the selected task went) is in flight: for a caller without a host's work tracker,
  /// such as a test or a benchmark.
  public func waitForReads() async {
    if isReadingFirstSummary {
      await withCheckedContinuation { summaryWaiters.append($0) }
    }
    await reader.waitForReads()
  }

  /// Resumes those waiting for the first summary: it showed, or its read failed.
  func endWaitsForSummary() {
    let waiters = summaryWaiters
    summaryWaiters = []
    for waiter in waiters { waiter.resume() }
  }

  /// The row if held; else its page is read (see ``row(_:inSection:)``).
  func lookup(_ row: Int, inSection section: Int) -> TodoPageReader.Lookup {
    guard sections.indices.contains(section) else { return .none }
    return reader.entry(in: sections[section], at: row)
  }
}
