import ThinKit

/// Follows a value read from the database (the list's summary, the open count), and follows it
/// again after a read fails: an observation that meets an error ends, as GRDB's do, and a
/// screen that stopped following its file after one input/output error would show old rows
/// for the rest of the session.
///
/// After a failure it waits ``TodoWriteQueue/firstDelay``, then twice as long after each failure
/// in a row, up to ``TodoWriteQueue/maximumDelay`` (the writes' pauses), on the injected clock;
/// a value read restores the first pause.
@MainActor
final class TodoWatch<Value> {
  /// Starts an observation that reports to the two callbacks given: an error, then a value.
  typealias Observe =
    @MainActor (
      _ onError: @escaping @MainActor (TodoStoreError) -> Void,
      _ onChange: @escaping @MainActor (Value) -> Void
    ) throws(TodoStoreError) -> TodoObservation

  private let observe: Observe
  private let clock: any Clock<Duration>
  private let onError: @MainActor (TodoStoreError) -> Void
  private let onChange: @MainActor (Value) -> Void
  private var observation: TodoObservation?
  private var retry: Task<Void, Never>?
  private var delay = TodoWriteQueue.firstDelay
  /// The work tracker of the screen's host, where the watch began: its failures come in from
  /// the database's scheduler.
  private let tracker = WorkTracker.current

  /// Starts `observe`: each value read goes to `onChange`, each failure to `onError`, and the
  /// observation is started again after a pause of `clock`. Throws when the file cannot be
  /// opened at all, and then follows nothing.
  init(
    clock: any Clock<Duration>, observe: @escaping Observe,
    onError: @escaping @MainActor (TodoStoreError) -> Void,
    onChange: @escaping @MainActor (Value) -> Void
  ) throws(TodoStoreError) {
    self.observe = observe
    self.clock = clock
    self.onError = onError
    self.onChange = onChange
    try start()
  }

  isolated deinit {
    retry?.cancel()
  }

  /// Stops following; nothing is delivered after this returns.
  func cancel() {
    observation?.cancel()
    observation = nil
    retry?.cancel()
    retry = nil
  }

  private func start() throws(TodoStoreError) {
    observation = try observe(
      { [weak self] in self?.failed($0) },
      { [weak self] value in
        self?.delay = TodoWriteQueue.firstDelay
        self?.onChange(value)
      })
  }

  private func failed(_ error: TodoStoreError) {
    observation?.cancel()
    observation = nil
    onError(error)
    // A closed database is the app quitting: there is nothing to read again.
    guard retry == nil, error != .closed else { return }
    let pause = delay
    delay = min(delay * 2, TodoWriteQueue.maximumDelay)
    retry = Task.tracked("reading the file again", in: tracker) { [weak self, clock] in
      do { try await clock.sleep(for: pause) } catch { return }
      guard let self, !Task.isCancelled else { return }
      retry = nil
      do throws(TodoStoreError) { try start() } catch { failed(error) }
    }
  }
}
