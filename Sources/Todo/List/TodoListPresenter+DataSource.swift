/// The list's data source: its sections, their counts, and each row as it shows.
extension TodoListPresenter {
  /// The summary shown now.
  public var summary: TodoListSummary { pager.summary }

  /// Rows held in memory now: a few pages, however long the list.
  public var heldRowCount: Int { pager.heldRowCount }

  public var numberOfSections: Int { sections.count }

  public func title(ofSection section: Int) -> String {
    sections.indices.contains(section) ? sections[section].title : ""
  }

  public func numberOfRows(inSection section: Int) -> Int {
    sections.indices.contains(section) ? pager.summary.counts[sections[section], default: 0] : 0
  }

  /// The row as shown, marked "not saved" while a change to its task waits; one that does not
  /// decode shows what could be read of it, and the first such row of the run is reported
  /// once (``TodoListNotice/unreadableTasks``). A row whose page is not held is answered at
  /// once while its page is read off the main actor (the view reloads when it comes): as it
  /// showed before the database changed, else as ``TodoRow/loading``, or as
  /// ``TodoRow/unavailable`` after that read failed.
  public func row(_ row: Int, inSection section: Int) -> TodoRow {
    let entry: TodoPageEntry
    switch lookup(row, inSection: section) {
    case .none: return .unavailable
    case .notHeld(_, let stale?): entry = stale
    case .notHeld(let failed, nil): return failed ? .unavailable : .loading
    case .held(let held): entry = held
    }
    guard let item = entry.item else {
      reportUnreadableRows(damaged: entry.isDamaged)
      return TodoRow(unreadableTitle: entry.rawTitle, isDone: entry.rawIsDone)
    }
    let shown = TodoRow(item, today: pager.summary.today)
    return writeNotices?.unsavedTasks.contains(item.id) == true ? shown.markedNotSaved() : shown
  }
}
