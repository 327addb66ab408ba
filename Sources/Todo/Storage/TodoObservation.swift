import GRDB

/// A running observation of the task list: values keep coming until ``cancel()`` is called or
/// the observation is released, as a Combine `AnyCancellable`.
///
/// What a presenter holds instead of the database library's own token.
@MainActor
public final class TodoObservation {
  private var cancellable: AnyDatabaseCancellable?

  init(_ cancellable: AnyDatabaseCancellable) {
    self.cancellable = cancellable
  }

  /// Stops the observation; no value is delivered after this returns.
  public func cancel() {
    cancellable?.cancel()
    cancellable = nil
  }
}
