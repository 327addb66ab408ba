extension WorkTracker {
  /// Starts `operation` as `Task { … }` does — on the caller's actor, inheriting its task
  /// locals — counted busy here from now until it ends, except while it waits on a tracked
  /// source. `origin` names it in a failure (by default, where it was started).
  @discardableResult
  public func task<Success: Sendable>(
    _ origin: String? = nil, isolation: isolated (any Actor)? = #isolation,
    fileID: String = #fileID, line: Int = #line, _ operation: @escaping () async -> Success
  ) -> Task<Success, Never> {
    let unit = begin(origin ?? "\(fileID):\(line)")
    let context = Context(tracker: self, unit: unit)
    return Task {
      _ = isolation
      defer { end(unit) }
      return await Self.$context.withValue(context, operation: operation)
    }
  }

  /// Starts `operation`, which may throw, as ``task(_:isolation:fileID:line:_:)`` does.
  @discardableResult
  public func throwingTask<Success: Sendable>(
    _ origin: String? = nil, isolation: isolated (any Actor)? = #isolation,
    fileID: String = #fileID, line: Int = #line,
    _ operation: @escaping () async throws -> Success
  ) -> Task<Success, any Error> {
    let unit = begin(origin ?? "\(fileID):\(line)")
    let context = Context(tracker: self, unit: unit)
    return Task {
      _ = isolation
      defer { end(unit) }
      return try await Self.$context.withValue(context, operation: operation)
    }
  }

  /// Starts `operation` as `Task.detached { … }` does — on no actor, without the caller's task
  /// locals — counted as ``task(_:isolation:fileID:line:_:)`` counts.
  @discardableResult
  public func detachedTask<Success: Sendable>(
    _ origin: String? = nil, fileID: String = #fileID, line: Int = #line,
    _ operation: @escaping @Sendable () async -> Success
  ) -> Task<Success, Never> {
    let unit = begin(origin ?? "\(fileID):\(line)")
    let context = Context(tracker: self, unit: unit)
    return Task.detached {
      defer { self.end(unit) }
      return await Self.$context.withValue(context, operation: operation)
    }
  }

  /// Starts `operation`, which may throw, as ``detachedTask(_:fileID:line:_:)`` does.
  @discardableResult
  public func detachedThrowingTask<Success: Sendable>(
    _ origin: String? = nil, fileID: String = #fileID, line: Int = #line,
    _ operation: @escaping @Sendable () async throws -> Success
  ) -> Task<Success, any Error> {
    let unit = begin(origin ?? "\(fileID):\(line)")
    let context = Context(tracker: self, unit: unit)
    return Task.detached {
      defer { self.end(unit) }
      return try await Self.$context.withValue(context, operation: operation)
    }
  }
}

extension Task where Failure == Never {
  /// Starts `operation` as `Task { … }` does, counted in the current ``WorkTracker`` (the
  /// host's, when the code runs for an event or in a task started from one), so that a test
  /// knows when it is done; a plain task where no tracker is current. What a presenter, a
  /// scene or a model starts its work with.
  ///
  /// ```swift
  /// Task.tracked { [weak self] in
  ///   guard let self, await delegate?.confirmDeletion(of: item) == true else { return }
  ///   store.delete(item)
  /// }
  /// ```
  ///
  /// `tracker` counts it instead of the current one: the tracker of the host that shows the
  /// screen, for code that knows it.
  @discardableResult
  public static func tracked(
    _ origin: String? = nil, in tracker: WorkTracker? = WorkTracker.current,
    isolation: isolated (any Actor)? = #isolation, fileID: String = #fileID, line: Int = #line,
    _ operation: @escaping () async -> Success
  ) -> Task<Success, Never> {
    guard let tracker else {
      return Task {
        _ = isolation
        return await operation()
      }
    }
    return tracker.task(origin, isolation: isolation, fileID: fileID, line: line, operation)
  }

  /// Starts `operation` as `Task.detached { … }` does, counted in the current ``WorkTracker``
  /// as ``tracked(_:in:isolation:fileID:line:_:)->Task<Success,Never>`` counts: work that must
  /// leave the caller's actor (a write to a file).
  @discardableResult
  public static func trackedDetached(
    _ origin: String? = nil, fileID: String = #fileID, line: Int = #line,
    _ operation: @escaping @Sendable () async -> Success
  ) -> Task<Success, Never> {
    guard let tracker = WorkTracker.current else { return Task.detached(operation: operation) }
    return tracker.detachedTask(origin, fileID: fileID, line: line, operation)
  }
}

extension Task where Failure == any Error {
  /// Starts `operation`, which may throw, as `Task { … }` does, counted in the current
  /// ``WorkTracker`` as the non-throwing
  /// ``tracked(_:in:isolation:fileID:line:_:)->Task<Success,Never>`` counts (a plain task where
  /// none is current): a model's load whose caller awaits its result or error.
  @discardableResult
  public static func tracked(
    _ origin: String? = nil, in tracker: WorkTracker? = WorkTracker.current,
    isolation: isolated (any Actor)? = #isolation, fileID: String = #fileID, line: Int = #line,
    _ operation: @escaping () async throws -> Success
  ) -> Task<Success, any Error> {
    guard let tracker else {
      return Task {
        _ = isolation
        return try await operation()
      }
    }
    return tracker.throwingTask(
      origin, isolation: isolation, fileID: fileID, line: line, operation)
  }

  /// Starts `operation`, which may throw, as `Task.detached { … }` does, counted in the current
  /// ``WorkTracker`` (a plain detached task where none is current): a write that leaves the
  /// caller's actor and reports what failed.
  @discardableResult
  public static func trackedDetached(
    _ origin: String? = nil, fileID: String = #fileID, line: Int = #line,
    _ operation: @escaping @Sendable () async throws -> Success
  ) -> Task<Success, any Error> {
    guard let tracker = WorkTracker.current else { return Task.detached(operation: operation) }
    return tracker.detachedThrowingTask(origin, fileID: fileID, line: line, operation)
  }
}
