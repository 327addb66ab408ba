import GRDB

extension TodoStore {
  /// Delivers the list's summary on the main actor now (with an immediate scheduler) and
  /// after every commit that touches the items, whoever wrote it: this process at once,
  /// another process within the watcher's interval. Stops when the returned token is
  /// cancelled or released.
  @MainActor
  public func observeSummary(
    scheduler: any ValueObservationMainActorScheduler,
    onError: @escaping @MainActor (TodoStoreError) -> Void,
    onChange: @escaping @MainActor (TodoListSummary) -> Void
  ) throws(TodoStoreError) -> AnyDatabaseCancellable {
    let calendar = calendar
    return try observe(
      ValueObservation.tracking { db in try TodoListSummary.fetch(db, today: calendar.today) },
      scheduler: scheduler, onError: onError, onChange: onChange)
  }

  /// Delivers the number of open items on the main actor now and each time it changes.
  @MainActor
  public func observeOpenCount(
    scheduler: any ValueObservationMainActorScheduler,
    onError: @escaping @MainActor (TodoStoreError) -> Void,
    onChange: @escaping @MainActor (Int) -> Void
  ) throws(TodoStoreError) -> AnyDatabaseCancellable {
    try observe(
      ValueObservation.tracking { db in
        try TodoItem.filter(TodoItem.Columns.isDone == false).fetchCount(db)
      }.removeDuplicates(),
      scheduler: scheduler, onError: onError, onChange: onChange)
  }

  @MainActor
  private func observe<Reducer: ValueReducer>(
    _ observation: ValueObservation<Reducer>,
    scheduler: any ValueObservationMainActorScheduler,
    onError: @escaping @MainActor (TodoStoreError) -> Void,
    onChange: @escaping @MainActor (Reducer.Value) -> Void
  ) throws(TodoStoreError) -> AnyDatabaseCancellable {
    let writer = try database.writer()
    externalChanges.start()
    return observation.start(
      in: writer, scheduling: scheduler, onError: { onError(TodoStoreError($0)) },
      onChange: onChange)
  }
}
