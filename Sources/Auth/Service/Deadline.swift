/// Work bounded by time: the work, or a ``DeadlineExceeded`` error once `limit` has passed,
/// whichever comes first; the work is cancelled then, and must stop (the transport's does).
enum Deadline {
  /// Runs `work`, giving up after `limit` of the continuous clock.
  static func run<T: Sendable>(
    within limit: Duration, _ work: @escaping @Sendable () async throws -> T
  ) async throws -> T {
    try await withThrowingTaskGroup(of: T?.self) { group in
      group.addTask { try await work() }
      group.addTask {
        try await Task.sleep(for: limit)
        throw DeadlineExceeded()
      }
      defer { group.cancelAll() }
      while let next = try await group.next() {
        if let next { return next }
      }
      throw DeadlineExceeded()
    }
  }
}

/// The time given ran out.
struct DeadlineExceeded: Error {}
