import GRDB

/// Keeps a screen's bar style in step with the number of open items, whoever changes it.
///
/// Like the list, it starts following the database on ``start()``, when its screen appears.
@MainActor
public final class TodoBarPresenter {
  private let store: TodoStore
  private let scheduler: any ValueObservationMainActorScheduler
  private weak var view: (any TodoBarDisplaying)?
  private var observation: AnyDatabaseCancellable?

  public init(
    store: TodoStore, scheduler: any ValueObservationMainActorScheduler,
    view: any TodoBarDisplaying
  ) {
    self.store = store
    self.scheduler = scheduler
    self.view = view
  }

  /// Starts following the open count (once; later calls do nothing). A failure leaves the
  /// bar as it is: the list screen reports database errors.
  public func start() {
    guard observation == nil else { return }
    observation = try? store.observeOpenCount(
      scheduler: scheduler, onError: { _ in },
      onChange: { [weak self] count in self?.view?.barStyle = TodoBarStyle(openCount: count) })
  }
}
