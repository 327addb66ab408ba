import GRDB

/// A running observation of the task list: values keep coming until ``cancel()`` is called or
/// the observation is released, as a Combine `AnyCancellable`.
///
/// What a presenter holds instead of the database library's own token.
@MainActor
public final class TodoObservation {
  private var cancellable: AnyDatabaseCancellable?
  /// The first value's read, still counted in flight until it is delivered or this stops.
  private let firstValue: FirstValueWork?

  init(_ cancellable: AnyDatabaseCancellable, firstValue: FirstValueWork? = nil) {
    self.cancellable = cancellable
    self.firstValue = firstValue
  }

  isolated deinit {
    firstValue?.cancel()
  }

  /// Stops the observation; no value is delivered after this returns.
  public func cancel() {
    cancellable?.cancel()
    cancellable = nil
    firstValue?.cancel()
  }
}
