extension TodoDatabase {
  /// How often ``openWhenUnlocked(within:clock:)`` tries again.
  static let lockRetryInterval = Duration.milliseconds(100)

  /// Opens the file now, unless another program holds a lock on it that stops even reading it
  /// (a transaction in rollback-journal mode): then it throws ``TodoStoreError/locked(path:)``
  /// without waiting, and ``writer()`` throws it too, at once, until the file opens. For the
  /// launch, which shows nothing while it runs: the list then says what it waits for.
  public func openUnlessLocked() throws(TodoStoreError) {
    _ = try opened(waitingForLocks: false)
  }

  /// Opens the file once another program's lock lets go, trying every 0.1 s of `clock`
  /// without waiting in SQLite, so that each try returns at once; after `limit`, refuses it
  /// as a launch would ("another program kept it locked for 10 seconds."). Runs off the main
  /// actor.
  public func openWhenUnlocked(within limit: Duration, clock: any Clock<Duration>)
    async throws(TodoStoreError)
  {
    try await openWhenUnlocked(within: limit, on: clock)
  }

  private func openWhenUnlocked<C: Clock<Duration>>(within limit: Duration, on clock: C)
    async throws(TodoStoreError)
  {
    let deadline = clock.now.advanced(by: limit)
    while true {
      do throws(TodoStoreError) {
        try openUnlessLocked()
        return
      } catch {
        guard case .locked(let path) = error else { throw error }
        guard clock.now < deadline, !Task.isCancelled else {
          let refusal = TodoStoreError.cannotOpen(
            path: path,
            reason: "another program kept it locked for \(limit.components.seconds) seconds.")
          // Changes asked for meanwhile are given up, and say why, rather than wait for a file
          // nothing tries again.
          state.withLock { state in
            if case .waitingForLock = state, !Task.isCancelled {
              state = .waitingForLock(refusal: refusal)
            }
          }
          throw refusal
        }
        try? await clock.sleep(for: Self.lockRetryInterval)
      }
    }
  }
}
