import GRDB
import ThinKit

extension TodoStore {
  /// Delivers the list's summary through `cycle`: first as read off the main actor, then after
  /// every commit that touches the items, whoever wrote it: this process at once, another
  /// process within the watcher's interval. Stops when the returned observation is cancelled
  /// or released.
  @MainActor
  public func observeSummary(
    cycle: UpdateCycle,
    onError: @escaping @MainActor (TodoStoreError) -> Void,
    onChange: @escaping @MainActor (TodoListSummary) -> Void
  ) throws(TodoStoreError) -> TodoObservation {
    let (calendar, database) = (calendar, database)
    // The whole table, not the columns the counts read: a title changed alone must redraw the
    // rows too.
    return try observe(
      ValueObservation.tracking(regions: [TodoItem.all()]) { db in
        try database.diagnosing { try TodoListSummary.fetch(db, today: calendar.today) }
      },
      reading: "reading the list's summary", cycle: cycle, onError: onError, onChange: onChange)
  }

  /// The number of open tasks an observation last read, if any has: what a screen's bar shows
  /// while its own first count is read, so that pushing a screen does not flash the bar.
  public var lastOpenCount: Int? { openCount.withLock { $0 } }

  /// Delivers the number of open items through `cycle`: first as read off the main actor, then
  /// each time it changes (and keeps it as ``lastOpenCount``).
  @MainActor
  public func observeOpenCount(
    cycle: UpdateCycle,
    onError: @escaping @MainActor (TodoStoreError) -> Void,
    onChange: @escaping @MainActor (Int) -> Void
  ) throws(TodoStoreError) -> TodoObservation {
    // The items, not the per-day counts the value is read from: changes to those are
    // invisible to observations (see `TodoDayCounts`), and an observation of them alone would
    // never fire again.
    let database = database
    return try observe(
      ValueObservation.tracking(regions: [TodoItem.all()]) { db in
        try database.diagnosing { try TodoDayCounts.openTotal(in: db) }
      }.removeDuplicates(),
      reading: "reading the number of open tasks", cycle: cycle, onError: onError,
      onChange: { [self] count in
        openCount.withLock { $0 = count }
        onChange(count)
      })
  }

  @MainActor
  private func observe<Reducer: ValueReducer>(
    _ observation: ValueObservation<Reducer>,
    reading first: String,
    cycle: UpdateCycle,
    onError: @escaping @MainActor (TodoStoreError) -> Void,
    onChange: @escaping @MainActor (Reducer.Value) -> Void
  ) throws(TodoStoreError) -> TodoObservation {
    let writer = try database.writer()
    externalChanges.start()
    let firstValue = FirstValueWork(first)
    return TodoObservation(
      observation.start(
        in: writer, scheduling: UpdateCycleScheduler(cycle: cycle, firstValue: firstValue),
        onError: { [database] error in
          database.damage.note(error)
          onError(TodoStoreError(error))
        }, onChange: onChange),
      firstValue: firstValue)
  }
}
